/// Why a suppression file cannot be used: exit 2, naming the file and line (audit.md §1.1, §6).
public struct SuppressionFileError: Error, Sendable, Equatable {
    /// What is wrong.
    public enum Kind: Error, Sendable, Equatable {
        /// The file cannot be read, or is not UTF-8.
        case unreadable
        /// A field name that is not one of §6 (or a token without `=`).
        case unknownField(String)
        /// A field given twice on one line.
        case repeatedField(String)
        /// A quoted value without its closing quote.
        case unterminatedQuote
        /// A line that does not begin with a rule pattern.
        case missingRulePattern
    }

    /// The file as given.
    public var file: String
    /// The 1-based line, nil for the whole file.
    public var line: Int?
    /// What is wrong.
    public var kind: Kind

    /// Creates an error.
    public init(file: String, line: Int? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }
}
