/// One `"key" = "value";` entry of a strings file, as parsed or as written.
public struct StringsEntry: Sendable, Hashable {
    /// The key, unescaped.
    public var key: String
    /// The value, unescaped.
    public var value: String
    /// The 1-based line of the key's opening quote.
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the key's opening quote.
    public var column: Int
    /// The comment directly above the entry (the translator comment), without its markers and
    /// trimmed; consecutive `//` lines are joined with line breaks.
    public var comment: String?
    /// What the format says about the entry besides its text (catalog states).
    public var attributes: EntryAttributes = []

    /// Creates an entry.
    public init(key: String, value: String, line: Int = 0, column: Int = 0, comment: String? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
        self.comment = comment
    }
}
