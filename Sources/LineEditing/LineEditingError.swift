/// A failed readline or history call.
public struct LineEditingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The code returned (errno for history files).
    public let code: Int32
    /// The C function that failed.
    public let function: String
    /// A readable message.
    public let message: String

    /// Creates an error for a failed call.
    public init(code: Int32, function: String, message: String) {
        self.code = code
        self.function = function
        self.message = message
    }

    /// `function failed (code): message`.
    public var description: String { "\(function) failed (\(code)): \(message)" }
}
