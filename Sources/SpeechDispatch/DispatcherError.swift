/// A failed libspeechd call: the function, the server address, and libspeechd's message.
public struct DispatcherError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The C function that failed.
    public let function: String
    /// What libspeechd said (its error string, or what the failure means).
    public let message: String
    /// The address asked for; nil: libspeechd's default (`SPEECHD_ADDRESS`, else the user's socket).
    public let address: DispatcherAddress?

    /// Creates an error.
    public init(function: String, message: String, address: DispatcherAddress?) {
        self.function = function
        self.message = message
        self.address = address
    }

    public var description: String {
        "\(function) failed for speech-dispatcher at \(address?.description ?? "the default address"): \(message)"
    }
}
