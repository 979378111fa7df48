/// A failure of the speech layer: writing output, or the engine itself.
public struct SpeechError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: Sendable, Equatable {
        /// An output file could not be created, written or renamed.
        case output
        /// The synthesizer failed.
        case engine
    }

    public let kind: Kind
    /// The file concerned, when there is one.
    public let path: String?
    /// A readable message.
    public let message: String

    public init(kind: Kind, path: String? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String {
        if let path { return "\(path): \(message)" }
        return message
    }
}
