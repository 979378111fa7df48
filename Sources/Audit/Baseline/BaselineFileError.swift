/// A baseline file (`--baseline FILE`) that cannot be read or is not one `--write-baseline`
/// writes: exit 2, naming the file and, when known, the line and column.
public struct BaselineFileError: Error, Sendable, Hashable {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The file cannot be read (missing, unreadable, not UTF-8).
        case unreadable
        /// The JSON does not parse, or a member is missing, unknown or of the wrong type; the
        /// value is the JSON path of the value at fault (`$.findings[3].count`), or empty.
        case malformed(path: String)
    }

    /// The file as given.
    public var file: String
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column (Unicode scalars), when known.
    public var column: Int?
    /// What is wrong.
    public var kind: Kind

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// `FILE:LINE:COLUMN`, leaving out what is not known.
    public var place: String {
        guard let line else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}
