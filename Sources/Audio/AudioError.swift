/// A failed pcaudiolib call: the error code, the function, and pcaudiolib's message for it.
public struct AudioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The code pcaudiolib returned (an errno value such as ENOENT when no device exists).
    public let code: Int32
    /// The C function that failed.
    public let function: String
    /// The library's message for the code.
    public let message: String
    /// The device that was asked for (nil for the system default).
    public let device: String?

    public init(code: Int32, function: String, message: String, device: String?) {
        self.code = code
        self.function = function
        self.message = message
        self.device = device
    }

    public var description: String {
        "\(function) failed for device \(device ?? "default") (\(code)): \(message)"
    }
}
