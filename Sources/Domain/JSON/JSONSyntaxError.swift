/// Input that is not JSON: what is wrong, and the byte offset where it was noticed.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What the parser met.
    public enum Problem: Sendable, Equatable {
        /// The input ends inside a value.
        case unexpectedEnd
        /// A character that cannot stand here.
        case unexpectedCharacter(String)
        /// A number that is not written as JSON allows.
        case invalidNumber
        /// A backslash escape that JSON does not have, or a broken `\u` escape.
        case invalidEscape
        /// A control character inside a string.
        case controlCharacter
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// Something after the top-level value.
        case trailingContent
        /// Arrays and objects nested deeper than the limit.
        case tooDeep(limit: Int)
    }

    /// What was met.
    public let problem: Problem
    /// The byte offset of the problem.
    public let offset: Int

    /// Creates a syntax error.
    public init(problem: Problem, offset: Int) {
        self.problem = problem
        self.offset = offset
    }
}
