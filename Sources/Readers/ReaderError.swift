/// A tree file that a reader could not turn into elements: which file, where, and what to do.
public struct ReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What is wrong, for a person.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `FILE:LINE: reason`.
    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
