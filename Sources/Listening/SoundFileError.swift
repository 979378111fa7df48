/// Audio that is not 16 kHz 16-bit mono PCM (WAV or raw), with the file it came from.
public struct SoundFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file ("-" for standard input).
    public let file: String
    /// What is wrong, for a person.
    public let reason: String

    /// Creates an error about `file`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// "FILE: REASON".
    public var description: String { "\(file): \(reason)" }
}
