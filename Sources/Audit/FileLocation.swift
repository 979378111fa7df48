/// The location of a strings finding: `{file, line?, column?, key?}` (audit.md §5.1).
public struct FileLocation: Sendable, Hashable {
    /// The strings directory as given joined with `<lang>.lproj/<Table>.strings`, `/`-separated.
    public var file: String
    /// The 1-based line; absent when the finding has no position in the file.
    public var line: Int?
    /// The 1-based column in Unicode scalars; absent without a line.
    public var column: Int?
    /// The entry's key, when the finding is about one.
    public var key: String?
    /// The 1-based line of the end of what the finding points at, when the reader knows it; absent:
    /// reports compute one (``SARIFRegion``). Not in the JSON report.
    public var endLine: Int?
    /// The column just after the end of what the finding points at (exclusive, as SARIF's
    /// `endColumn`), when the reader knows it; absent without ``endLine``.
    public var endColumn: Int?

    /// Creates a file location.
    public init(
        file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, endLine: Int? = nil,
        endColumn: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
        self.key = key
        self.endLine = line == nil ? nil : endLine
        self.endColumn = self.endLine == nil ? nil : endColumn
    }
}
