import Foundation

/// An image copied into the library under a temporary name, waiting for the transaction that records it.
///
/// After the commit it is renamed to `<owner>.<ext>` (a rename never leaves a half-written file); after a
/// rollback it is deleted.
public struct StagedImage: Sendable, Hashable {
    /// Format, size and byte count, read from the header.
    public let info: ImageInfo
    /// The id of the item or photo it is for.
    public let owner: String
    /// The temporary file in `images/`.
    public let temporaryURL: URL

    /// The final file name, `<owner>.<ext>`.
    public var fileName: String { info.fileName(owner: owner) }
}
