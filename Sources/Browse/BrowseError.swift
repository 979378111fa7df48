/// A failure the session reports and survives (in script mode: on stderr, with the line).
public struct BrowseError: Error, Sendable, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
