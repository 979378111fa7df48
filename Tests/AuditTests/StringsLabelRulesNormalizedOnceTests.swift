import TestSupport
import Testing

@testable import Audit

/// `strings.label-rules` normalizes each label once and hands that form to `label.not-human-readable`'s
/// placeholder lists (issue 20): on generated labels in every shipped language and one without lists, the
/// check gives what it gives when it normalizes the label itself.
@Suite struct StringsLabelRulesNormalizedOnceTests {
    static let pieces = [
        "Placeholder", "placeholder", "PLATZHALTER", "Untitled", "ｕｎｔｉｔｌｅｄ", "null", "content description",
        "ohne titel",
        "بدون عنوان", "بِدُونِ عُنْوَان", "بلا عنوان", "أيقونة", "Photo", "写真", "ﬁle", "it's", "It’s", "Save", " ", "  ",
        "\u{00A0}", "\u{3000}", "\u{200B}", "\t", ".", "…", "!", "%@", "%d", "%1$@", "%%", "\u{301}", "e\u{301}",
        "TODO",
    ]

    static func labels(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<Int(1 + random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test(arguments: ["en", "de", "es", "fr", "ja", "ar", "pt-BR"])
    func theLabelsNormalizedFormGivesWhatNormalizingItAgainGives(language: String) {
        let checker = EntryTextChecker(language: language)
        let listLanguage = language == "ar" ? "ar" : "en"
        for label in Self.labels(seed: 0x4E4F_524D, count: 3_000) {
            let subject = checker.subject(label)
            let text = subject.prepared.text
            let alone = LabelNotHumanReadableCheck.reason(
                text, lists: checker.lists, isImage: false, checksTemplates: false)
            let given = LabelNotHumanReadableCheck.reason(
                text, lists: checker.lists, isImage: false, checksTemplates: false,
                normalized: (language: listLanguage, text: subject.normalized))
            #expect(alone == given, "\(label.debugDescription) in \(language)")
        }
    }
}
