import CEspeakNG

/// A failed libespeak-ng call: the status code, the function, and a readable message.
public struct SynthesisError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure, for callers that map errors to user messages.
    public enum Kind: Sendable, Equatable {
        /// The engine could not start (voice data missing or unreadable).
        case startFailed
        /// The engine was already started in this process; libespeak-ng 1.51 cannot be re-initialized.
        case alreadyStarted
        /// No voice of that name.
        case voiceNotFound
        /// The voice needs MBROLA, which is not installed.
        case voiceNeedsMBROLA
        /// Synthesis or a parameter failed.
        case callFailed
    }

    public let kind: Kind
    /// The `espeak_ng_STATUS` value (0 when the failure was detected by Lector itself).
    public let code: UInt32
    /// The C function that failed.
    public let function: String
    /// The engine's own message for the status, or Lector's explanation.
    public let message: String
    /// The voice data directory the engine reports, when known.
    public let dataPath: String?
    /// The voice or language asked for, for voice errors.
    public let voice: String?

    public init(
        kind: Kind, code: UInt32, function: String, message: String, dataPath: String? = nil, voice: String? = nil
    ) {
        self.kind = kind
        self.code = code
        self.function = function
        self.message = message
        self.dataPath = dataPath
        self.voice = voice
    }

    public var description: String {
        var text = "\(function) failed (status 0x\(String(code, radix: 16, uppercase: true))): \(message)"
        if let dataPath { text += " (voice data: \(dataPath))" }
        return text
    }

    /// The engine's message for a status code.
    static func message(for status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
