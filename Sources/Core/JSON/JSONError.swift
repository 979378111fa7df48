/// Why JSON text could not be read: the class of problem, the byte offset where it was noticed, the
/// JSON path of the value at fault, and a message for a person (in English; callers that show errors
/// to users map ``kind`` to their localized text).
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: Hashable, Sendable {
        /// The input holds no JSON value at all (only whitespace, or nothing).
        case emptyInput
        /// The input ends inside a value (an unterminated string, array or object, a cut literal).
        case unexpectedEnd
        /// A character that cannot stand here, as written (`'x'`).
        case unexpectedCharacter(String)
        /// A number that is not written as JSON allows.
        case invalidNumber
        /// A backslash escape JSON does not have, a broken `\u` escape or a lone surrogate.
        case invalidEscape
        /// A raw control character (U+0000–U+001F) inside a string.
        case controlCharacter
        /// Bytes that are not UTF-8, a NUL byte or `\u0000`, or a UTF-16/UTF-32 byte-order mark.
        case invalidEncoding
        /// Something other than whitespace after the top-level value.
        case trailingContent
        /// A limit of ``JSONLimits`` was exceeded.
        case limitExceeded(JSONLimit)
    }

    /// The class of problem.
    public var kind: Kind
    /// The byte offset of the problem in the input.
    public var offset: Int
    /// The line and column of ``offset``, where known (the reader fills it in).
    public var position: SourcePosition?
    /// The JSON path of the value at fault (`$.elements[3].label`); empty where not known.
    public var path: String
    /// What is wrong, for a person.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, offset: Int, position: SourcePosition? = nil, path: String = "", message: String) {
        self.kind = kind
        self.offset = offset
        self.position = position
        self.path = path
        self.message = message
    }

    /// `line L, column C, at PATH: MESSAGE`, leaving out what is not known.
    public var description: String {
        var parts: [String] = []
        if let position { parts.append("line \(position.line), column \(position.column)") }
        if !path.isEmpty { parts.append("at \(path)") }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}

/// A limit of ``JSONLimits``.
public enum JSONLimit: String, Hashable, Sendable {
    /// Arrays and objects nested deeper than ``JSONLimits/maxDepth``.
    case depth
    /// More values than ``JSONLimits/maxNodes`` (or, for a schema reader, more nodes of its own kind).
    case nodes
    /// A string longer than ``JSONLimits/maxStringBytes``.
    case stringLength
}
