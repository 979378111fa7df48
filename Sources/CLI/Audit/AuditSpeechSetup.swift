import Audit
import Speech

/// The speech rules' tools per pass locale (audit.md §2.4): the narrator of the pass locale and the
/// session's one synthesizer, started through the ``CompositionRoot``. A pass locale whose voice data is missing ends the run with exit 2.
final class AuditSpeechSetup {
    let root: CompositionRoot
    private let speech: SpeechSetup

    /// - Parameter rate: the rate speech is measured at (`--rate`, else the library's saved rate, else the
    ///   built-in rate).
    init(root: CompositionRoot, rate: Int?) {
        self.root = root
        speech = root.speech(prosody: SpeechSetup.prosody(options: root.options, rate: rate))
    }

    /// The tools of a pass locale.
    ///
    /// - Throws: an engine failure (``EngineFailure``) when the engine does not start or the pass locale has no voice.
    func tools(for locale: String) throws -> SpeechAudit {
        let synthesizer = try speech.sharedSynthesizer()
        _ = try synthesizer.phonemes(markup: "a", language: locale)
        let narrator = root.narrator(sessionTag: locale)
        return SpeechAudit(narrator: narrator, synthesizer: synthesizer) { language in
            (try? synthesizer.phonemes(markup: "a", language: language)) != nil
        }
    }
}
