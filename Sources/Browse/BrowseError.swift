/// A failure the session reports and survives (in script mode: on stderr, with the line).
public struct BrowseError: Error, Sendable, Equatable {
    /// What went wrong, in the session language.
    public let message: String

    /// Creates a failure with its message.
    public init(message: String) {
        self.message = message
    }
}
