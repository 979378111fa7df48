import Core

/// Why an element-tree JSON document could not be read: what failed, where, and in which value.
///
/// Every such error is an input error (exit status 2 in `cli.md`). The CLI prefixes the file name;
/// ``description`` holds the rest: `line 3, column 14, at $.children[0].traits[1]: …`.
public struct ElementTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: Hashable, Sendable {
        /// The input holds no JSON value at all.
        case emptyInput
        /// The bytes are not valid UTF-8, or hold a NUL character.
        case invalidEncoding
        /// The text is not valid JSON.
        case syntax
        /// A value has the wrong JSON type for its key (a number where a string belongs…).
        case typeMismatch
        /// A `traits` entry names no known trait.
        case unknownTrait
        /// A `container` value names no known container kind.
        case unknownContainer
        /// A `control` value names no known control kind.
        case unknownControl
        /// A key of the schema appears twice in one object.
        case duplicateKey
        /// A limit of ``JSONLimits`` was exceeded.
        case limitExceeded(JSONLimit)
    }

    /// The class of problem.
    public var kind: Kind
    /// The JSON path of the value at fault, such as `$.children[3].traits[1]` (`$` is the document).
    public var path: String
    /// The 1-based line of the problem, where known.
    public var line: Int?
    /// The 1-based column of the problem, counted in Unicode scalars, where known.
    public var column: Int?
    /// What is wrong, for a person, with what to do where that is not obvious.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line L, column C, at PATH: MESSAGE`, leaving out what is not known.
    public var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        if let column { parts.append("column \(column)") }
        if !path.isEmpty { parts.append("at \(path)") }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}
