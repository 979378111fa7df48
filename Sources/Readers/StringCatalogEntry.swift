/// One key of a string catalog's `strings`, with what Xcode records about it and its units in every
/// language.
public struct StringCatalogEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The 1-based line of the key's opening quote.
    public var line: Int
    /// The 1-based column of the key's opening quote, in Unicode scalars.
    public var column: Int
    /// The translator comment.
    public var comment: String?
    /// `extractionState` as written (`manual`, `stale`, `extracted_with_value`…).
    public var extractionState: String?
    /// `shouldTranslate`; `false` keeps the entry out of every language but the source.
    public var shouldTranslate: Bool
    /// The units of each language, keyed by the catalog's language tag as written, in file order.
    public var localizations: [String: [StringCatalogUnit]]

    /// Creates an entry.
    public init(
        key: String, line: Int, column: Int, comment: String? = nil, extractionState: String? = nil,
        shouldTranslate: Bool = true, localizations: [String: [StringCatalogUnit]] = [:]
    ) {
        self.key = key
        self.line = line
        self.column = column
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }

    /// Whether `extractionState` is `stale`: the code no longer uses the key.
    public var isStale: Bool { extractionState == "stale" }
}
