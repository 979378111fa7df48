import Core

/// Something an import did that the user should know, without stopping it.
public enum ImportNotice: Sendable, Equatable {
    /// A LootLogger category Lector does not have became `other`.
    case unknownCategory(String, path: String, position: SourcePosition?)
    /// An image named in a Lector export was not found beside it; the record was imported without it.
    case imageNotFound(fileName: String, path: String)
}
