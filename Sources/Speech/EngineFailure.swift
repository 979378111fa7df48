import Synthesis

/// Why the speech engine could not do what was asked, in the terms a message needs: the layers above
/// Speech see this, never the engine's own error or status codes.
public struct EngineFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed.
    public enum Kind: Sendable, Equatable {
        /// The engine could not start (voice data missing or unreadable).
        case startFailed
        /// No voice of that name.
        case voiceNotFound
        /// The voice needs MBROLA, which is not installed.
        case voiceNeedsMBROLA
        /// Any other engine call failed.
        case callFailed
    }

    /// What failed.
    public let kind: Kind
    /// The engine's message, with the function that failed.
    public let message: String
    /// The voice data folder the engine reports, when known.
    public let dataPath: String?
    /// The voice or language asked for, for voice failures.
    public let voice: String?
    /// The full technical description (function, status, message).
    public let description: String

    /// The engine failure behind `error`; nil when `error` did not come from the engine.
    public init?(_ error: any Error) {
        guard let synthesis = error as? SynthesisError else { return nil }
        switch synthesis.kind {
        case .startFailed: kind = .startFailed
        case .voiceNotFound: kind = .voiceNotFound
        case .voiceNeedsMBROLA: kind = .voiceNeedsMBROLA
        case .alreadyStarted, .callFailed: kind = .callFailed
        }
        message = synthesis.message
        dataPath = synthesis.dataPath
        voice = synthesis.voice
        description = synthesis.description
    }
}
