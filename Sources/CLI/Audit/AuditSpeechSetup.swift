import Audit
import Synthesis
import Utterances

/// The speech rules' tools per pass locale (audit.md §2.4): the narrator of the pass locale and the
/// session's one synthesizer, started through ``SpeechSetup`` (the only place the real engine
/// starts). A pass locale whose voice data is missing ends the run with exit 2.
final class AuditSpeechSetup {
    let options: GlobalOptions
    let session: Session
    private let speech: SpeechSetup

    init(options: GlobalOptions, session: Session) {
        self.options = options
        self.session = session
        speech = SpeechSetup(options: options, session: session)
    }

    /// The tools of a pass locale.
    ///
    /// - Throws: `SynthesisError` when the engine does not start or the pass locale has no voice.
    func tools(for locale: String) throws -> SpeechAudit {
        let synthesizer = try speech.sharedSynthesizer()
        _ = try synthesizer.phonemes(markup: "a", language: locale)
        let narrator = NarrationSetup(options: options, session: session).makeNarrator(sessionTag: locale)
        return SpeechAudit(narrator: narrator, synthesizer: synthesizer) { language in
            (try? synthesizer.phonemes(markup: "a", language: language)) != nil
        }
    }
}
