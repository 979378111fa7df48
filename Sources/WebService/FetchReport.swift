import Domain

/// What a fetch did.
public struct FetchReport: Sendable {
    /// The write of the photos into the library.
    public var write: ImportReport
    /// Images downloaded.
    public var downloaded = 0
    /// Images not downloaded because the library already has them (a re-run resumes).
    public var alreadyStored = 0
    /// Pages read.
    public var pages = 0
}
