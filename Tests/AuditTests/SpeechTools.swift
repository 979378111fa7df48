import Accessibility
import Audit
import Foundation
import Narration
import TestSupport
import Utterances

/// Speech tools for the speech rules' tests: the real engine (shared, one per process) or a fake.
enum SpeechTools {
    /// Tools over the process's real synthesizer, with a narrator of the shipped tables.
    static func real(
        _ tag: String = "en", dictionary: PronunciationDictionary = PronunciationDictionary(),
        verbosity: Verbosity = .normal
    ) throws -> SpeechAudit {
        let session = try NarrationFixture.language(tag, dictionary: dictionary)
        let languages = NarrationLanguages(session: session) { other in
            (try? NarrationFixture.language(other, dictionary: dictionary)) ?? session
        }
        return SpeechAudit(
            narrator: Narrator(languages: languages, verbosity: verbosity), synthesizer: SharedSynthesizer.shared)
    }

    /// Tools over a recording fake.
    static func fake(
        _ synthesizer: RecordingSynthesizer, tag: String = "en", hasVoice: @escaping (String) -> Bool = { _ in true }
    )
        throws -> SpeechAudit
    {
        SpeechAudit(narrator: try NarrationFixture.narrator(tag), synthesizer: synthesizer, hasVoice: hasVoice)
    }

    /// The findings of rules on a tree with speech tools.
    static func findings(
        _ json: String, rules: [any AuditRule], speech: SpeechAudit, locale: String = "en"
    ) throws -> ElementAudit.Result {
        let tree = try AccessibilityTree(decoding: Data(json.utf8))
        return ElementAudit(rules: rules).run(
            AuditScreen(name: "t.json", tree: tree, isTreeFile: true), passLocale: locale,
            strings: try StringsTables.english(), speech: speech, cache: TextCache())
    }
}
