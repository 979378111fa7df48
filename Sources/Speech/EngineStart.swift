import Synchronization
import Synthesis

/// libespeak-ng started ahead of need on its speech thread, while the caller goes on (`speak`): the
/// engine's start (phoneme data, the session voice and its dictionary) runs on the second core while the main
/// thread reads the strings tables and composes. ``EspeakSynthesizer/init(start:sessionLanguage:voice:prosody:)``
/// takes it over, waiting for what is not done yet; the engine calls run in the order a synthesizer started
/// on the spot makes them, and a failure is thrown there, as it would have been.
///
/// While these calls run, the engine's thread points descriptor 2 at a temporary file (``StandardErrorCapture``):
/// whoever writes to standard error meanwhile first waits with ``waitUntilStarted()``.
public final class EngineStart: @unchecked Sendable {
    let thread: SerialThread
    /// Set on the speech thread by the first job; read there by later ones and by the synthesizer.
    private(set) var engine: EspeakEngine?
    private(set) var failure: SynthesisError?
    /// The voice the start selected (nil: none, or its selection failed and is left to the synthesizer).
    private(set) var selectedVoice: VoiceChoice?
    /// The start's calls submitted and not yet run.
    private let unfinished = Atomic<Int>(0)

    /// Starts a speech thread and, on it, the engine; returns at once.
    public init() {
        thread = SerialThread(name: "lector.speech")
        submit { [self] in
            do throws(SynthesisError) { engine = try EspeakEngine() } catch { failure = error }
        }
    }

    private func submit(_ work: @escaping () -> Void) {
        unfinished.add(1, ordering: .relaxed)
        thread.submit { [self] in
            work()
            unfinished.subtract(1, ordering: .releasing)
        }
    }

    /// Selects on the speech thread, without waiting, the voice a synthesizer for `sessionLanguage` and the
    /// user's `voice` starts with (nothing when the engine did not start or the voice cannot be selected: the
    /// synthesizer then tries again and reports it).
    public func selectVoice(sessionLanguage: String, voice: String?) {
        submit { [self] in
            guard let engine else { return }
            let wanted = EspeakSynthesizer.voiceChoice(
                for: sessionLanguage, override: voice.map { (language: sessionLanguage, voice: $0) })
            do throws(SynthesisError) {
                try EspeakSynthesizer.select(wanted, on: engine)
                selectedVoice = wanted
            } catch {}
        }
    }

    private var takenOver = false

    /// On the speech thread: the started engine and the voice selected, for the one synthesizer that takes the
    /// start over; the start's failure otherwise.
    func takeOver() throws(SynthesisError) -> (EspeakEngine, VoiceChoice?) {
        if let failure { throw failure }
        guard let engine, !takenOver else {
            throw SynthesisError(
                kind: .alreadyStarted, code: 0, function: "espeak_ng_Initialize",
                message: "libespeak-ng is already started in this process and cannot be started twice")
        }
        takenOver = true
        return (engine, selectedVoice)
    }

    /// Returns once the start's calls have run (descriptor 2 is the process's own again): at once when they have.
    public func waitUntilStarted() {
        guard unfinished.load(ordering: .acquiring) > 0 else { return }
        thread.run {}
    }
}
