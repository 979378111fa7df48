import Browse
import Foundation
import Listening
import Localization
import Speech
import Synchronization

/// `browse --listen`: a thread records the microphone and decodes it; the session's thread runs what was
/// heard from the interactive loop's idle time (``drain()``). Capture is gated while Lector speaks, so it
/// never hears itself; a key interrupts speech as always.
final class MicrophoneListener: Sendable {
    /// What the two threads share.
    private struct Shared: Sendable {
        var heard: [Hearing] = []
        /// Samples listened to since the session last counted them (the say-heard setting's hour).
        var samples = 0
        var grammar: CommandGrammar?
        var listening = true
        var stopped = false
    }

    /// The shared state behind a lock, in a box the driver's grammar hand-off can capture.
    private final class Mailbox: Sendable {
        let state = Mutex(Shared())
    }

    private let mailbox = Mailbox()
    /// The session-thread side (the session is not Sendable; only ``drain()`` touches it).
    private nonisolated(unsafe) let driver: VoiceDriver
    private nonisolated(unsafe) let session: BrowseSession

    private init(session: BrowseSession, english: Strings) throws {
        self.session = session
        let mailbox = self.mailbox
        driver = try VoiceDriver(session: session, english: english) { grammar in
            mailbox.state.withLock { $0.grammar = grammar }
        }
    }

    /// What opening the microphone came to.
    enum Start {
        case listening(MicrophoneListener)
        /// No capture device (keys keep working): the audio system's reason.
        case unavailable(String)
    }

    /// Opens the microphone and starts listening, or says why it cannot.
    static func start(session: BrowseSession, english: Strings, output: SpeechOutput) throws -> Start {
        let capture: Capture
        do {
            capture = Capture(microphone: try Microphone(), recognizer: try Recognizer())
        } catch let error as ListeningError {
            return .unavailable(error.message)
        }
        let listener = try MicrophoneListener(session: session, english: english)
        let thread = Thread { [listener] in listener.record(capture, output: output) }
        thread.name = "lector-listening"
        thread.start()
        return .listening(listener)
    }

    /// The capture thread's loop: 10 ms at a time, the recognizer's chunk (it notices the end of an utterance
    /// only when a read returns, so a longer read adds its length to the latency); while Lector speaks or
    /// listening is off, the utterance in progress is dropped.
    private func record(_ capture: Capture, output: SpeechOutput) {
        while true {
            let (grammar, listening, stopped) = mailbox.state.withLock { state in
                (state.grammar, state.listening, state.stopped)
            }
            if stopped { return }
            do {
                // A new screen's grammar waits for the end of an utterance being heard (it would cut it).
                if let grammar, !capture.recognizer.isHearingSpeech {
                    try capture.recognizer.listen(for: grammar)
                    mailbox.state.withLock { if $0.grammar == grammar { $0.grammar = nil } }
                }
                let samples = try capture.microphone.read(count: Recognizer.chunk)
                guard listening, output.isIdle else {
                    try capture.recognizer.discard()
                    continue
                }
                let heard = try capture.recognizer.hear(samples)
                mailbox.state.withLock {
                    $0.heard += heard
                    $0.samples += samples.count
                }
            } catch {
                return
            }
        }
    }

    /// Runs what was heard (the session's thread, between keys); false after a spoken `quit` (the session
    /// ends without waiting for a key).
    func drain() throws -> Bool {
        let (heard, samples) = mailbox.state.withLock { state in
            defer {
                state.heard = []
                state.samples = 0
            }
            return (state.heard, state.samples)
        }
        driver.listened(samples: samples)
        let listening = session.listening
        mailbox.state.withLock { $0.listening = listening }
        // Turned off meanwhile: what was heard before is dropped too.
        guard listening else { return true }
        for hearing in heard {
            guard try driver.handle(hearing) else { return false }
        }
        return true
    }

    /// Ends the capture thread.
    func stop() {
        mailbox.state.withLock { $0.stopped = true }
    }
}

/// The microphone and recognizer, handed to the capture thread and used only there.
private final class Capture: @unchecked Sendable {
    let microphone: Microphone
    let recognizer: Recognizer

    init(microphone: Microphone, recognizer: Recognizer) {
        self.microphone = microphone
        self.recognizer = recognizer
    }
}
