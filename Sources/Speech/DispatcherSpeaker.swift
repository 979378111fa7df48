import Foundation
import SpeechDispatch
import Utterances

/// Speaks utterances through the user's speech-dispatcher (`--output speechd`): each one an SSML document
/// at priority `message`, with the server's configured output module. Without a voice asked for, each
/// utterance's language is set and the module picks its voice for it; a voice asked for is kept for all of
/// them.
///
/// Lector names punctuation and marks capitals itself, so the server's own punctuation and capitals
/// reading are turned off. Priority `message` queues Lector's utterances in order (at `text` the server stops
/// the utterance being spoken when the next one arrives, so a hint would cut off its description) and
/// cancels other clients' `text`; `interrupt()` is `spd_cancel` and may be called from any thread.
public final class DispatcherSpeaker: @unchecked Sendable {
    private let connection: DispatcherConnection
    private let lock = NSLock()
    private var language: String?
    /// False when a voice was asked for: its language is the one spoken.
    private let followsLanguage: Bool

    /// The address in `SPEECHD_ADDRESS` form; nil: libspeechd's default.
    public let address: String?

    /// Connects to the server at `address` (`SPEECHD_ADDRESS` form; nil: the user's server, started
    /// when it is not running), in SSML mode, with `prosody` and, when given, the synthesis voice `voice`.
    ///
    /// - Throws: ``SpeechError`` (`engine`) when no server answers or it refuses a setting; the message
    ///   has libspeechd's reason.
    public init(address: String?, voice: String?, prosody: Prosody) throws(SpeechError) {
        var parsed: DispatcherAddress?
        if let address {
            guard let value = DispatcherAddress(address) else {
                throw SpeechError(kind: .engine, message: "not a speech-dispatcher address: \(address)")
            }
            parsed = value
        }
        self.address = address
        followsLanguage = voice == nil
        do {
            connection = try DispatcherConnection(clientName: "lector", address: parsed, autospawn: parsed == nil)
            try connection.setSSML(true)
            try connection.setPlainReading()
            if let voice { try connection.setVoice(voice) }
            try Self.apply(prosody, to: connection)
        } catch {
            throw SpeechError(kind: .engine, message: error.description)
        }
    }

    /// Why libspeechd (opened on the first connection) cannot be used; nil when it loads.
    public static var libraryProblem: String? { DispatcherConnection.libraryProblem }

    /// Sends the utterances, in order, after what is already queued.
    public func speak(_ utterances: [Utterance], capitals: CapitalsStyle) throws(SpeechError) {
        for utterance in utterances where !utterance.isEmpty {
            do {
                try switchLanguage(to: utterance.language)
                try connection.say(utterance.ssmlDocument(capitals: capitals), priority: .message)
            } catch {
                throw SpeechError(kind: .engine, message: error.description)
            }
        }
    }

    /// Sets a new rate, pitch and volume for what is said next.
    public func setProsody(_ prosody: Prosody) throws(SpeechError) {
        do {
            try Self.apply(prosody, to: connection)
        } catch {
            throw SpeechError(kind: .engine, message: error.description)
        }
    }

    /// Stops speech at once and drops what is queued (`spd_cancel`).
    public func interrupt() {
        connection.cancel()
    }

    /// True when nothing sent is waiting or being spoken.
    public var isIdle: Bool { connection.isIdle }

    /// Blocks until everything sent has been spoken or cancelled.
    public func waitUntilIdle() throws(SpeechError) {
        do {
            try connection.waitUntilIdle()
        } catch {
            throw SpeechError(kind: .engine, message: error.description)
        }
    }

    // MARK: - Helpers

    private func switchLanguage(to tag: String) throws(DispatcherError) {
        lock.lock()
        defer { lock.unlock() }
        guard followsLanguage, tag != language else { return }
        try connection.setLanguage(tag)
        language = tag
    }

    private static func apply(_ prosody: Prosody, to connection: DispatcherConnection) throws(DispatcherError) {
        try connection.setRate(prosody.dispatcherRate)
        try connection.setPitch(prosody.dispatcherPitch)
        try connection.setVolume(prosody.dispatcherVolume)
    }
}
