/// A problem a table reader found in a file's structure (a plural dictionary without its format
/// key, a catalog unit with an unknown state…), kept with the document for the audit to report
/// as a finding of the rule the code names. Messages are written by the audit, from the strings
/// tables; the reader only records what it saw.
public struct TableDiagnostic: Sendable, Hashable {
    /// The audit rule ID the problem belongs to, such as `strings.syntax`.
    public var rule: String
    /// A stable code for the kind of problem, which selects the message (`plural.format-key-missing`).
    public var code: String
    /// The 1-based line, or 0 when there is no position.
    public var line: Int
    /// The 1-based column in Unicode scalars, or 0.
    public var column: Int
    /// The entry's key, when the problem is in one.
    public var key: String?
    /// Values the message names, in order (a variable name, a category…).
    public var details: [String]

    /// Creates a diagnostic.
    public init(rule: String, code: String, line: Int = 0, column: Int = 0, key: String? = nil, details: [String] = [])
    {
        self.rule = rule
        self.code = code
        self.line = line
        self.column = column
        self.key = key
        self.details = details
    }
}
