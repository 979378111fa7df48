/// A failed pocketsphinx or PulseAudio call: the function and what went wrong.
public struct ListeningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The C function that failed.
    public let function: String
    /// What went wrong, for a person.
    public let message: String

    /// Creates an error for `function`.
    public init(function: String, message: String) {
        self.function = function
        self.message = message
    }

    /// "FUNCTION failed: MESSAGE".
    public var description: String { "\(function) failed: \(message)" }
}
