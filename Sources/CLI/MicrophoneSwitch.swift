import Browse
import Localization
import Speech

/// The microphone of interactive browse, opened the first time listening is on (`--listen`, the saved Voice
/// commands setting, `listen on`, the `l` key) and kept until the session ends; without a capture device, each
/// time listening is asked for says there is no microphone (never "Listening."), and keys go on.
///
/// Used from the session's thread (the interactive loop's idle time).
final class MicrophoneSwitch {
    private let session: BrowseSession
    private let english: Strings
    private let output: SpeechOutput
    private var listener: MicrophoneListener?
    /// Why the last try to open the microphone failed; nil when it listens or was not tried since listening was
    /// last asked for.
    private var failure: String?

    /// A switch for `session`; nothing is opened yet. The session asks it to open the microphone when a key or
    /// command turns listening on, and says what came of it.
    init(session: BrowseSession, english: Strings, output: SpeechOutput) {
        self.session = session
        self.english = english
        self.output = output
        session.microphone = { [unowned self] in try self.open() }
    }

    /// At the start of the session: when listening is on, opens the microphone and says "Listening.", or that there
    /// is none.
    func begin() throws {
        guard session.listening else { return }
        if let reason = try open() {
            try session.announceNoMicrophone(reason)
        } else {
            try session.announceListening(true)
        }
    }

    /// Between keys: opens the microphone once listening is turned on some other way (the Settings screen's
    /// switch, `set listen on`), saying once if there is none, and runs what it heard; false after a spoken `quit`.
    func idle() throws -> Bool {
        if listener == nil, session.listening, failure == nil, let reason = try open() {
            try session.announceNoMicrophone(reason)
        }
        if !session.listening { failure = nil }
        return try listener?.drain() ?? true
    }

    /// Ends the capture thread.
    func stop() { listener?.stop() }

    /// Opens the microphone unless it is open: nil when it listens, else the audio system's reason (tried again at
    /// each call, so a microphone plugged in later is found).
    private func open() throws -> String? {
        guard listener == nil else { return nil }
        switch try MicrophoneListener.start(session: session, english: english, output: output) {
        case .listening(let started):
            listener = started
            failure = nil
        case .unavailable(let reason):
            failure = reason
        }
        return failure
    }
}
