import Browse
import Localization
import Speech

/// The microphone of interactive browse, opened the first time listening is on (`--listen`, the saved Voice
/// commands setting, `listen on`, the `l` key) and kept until the session ends; without a capture device the
/// notice is said once and keys go on.
///
/// Used from the session's thread (the interactive loop's idle time).
final class MicrophoneSwitch {
    private let session: BrowseSession
    private let english: Strings
    private let output: SpeechOutput
    private var listener: MicrophoneListener?
    private var unavailable = false

    /// A switch for `session`; nothing is opened yet.
    init(session: BrowseSession, english: Strings, output: SpeechOutput) {
        self.session = session
        self.english = english
        self.output = output
    }

    /// At the start of the session: when listening is on, opens the microphone and says "Listening."
    func begin() throws {
        guard session.listening else { return }
        if try open() { try session.announceListening(true) }
    }

    /// Between keys: opens the microphone once listening is turned on, and runs what it heard; false after a
    /// spoken `quit`.
    func idle() throws -> Bool {
        if listener == nil, session.listening { _ = try open() }
        return try listener?.drain() ?? true
    }

    /// Ends the capture thread.
    func stop() { listener?.stop() }

    /// Opens the microphone unless it is open or known to be missing; whether it is open now.
    private func open() throws -> Bool {
        if listener == nil, !unavailable {
            listener = try MicrophoneListener.start(session: session, english: english, output: output)
            unavailable = listener == nil
        }
        return listener != nil
    }
}
