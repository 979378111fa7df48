import Localization

/// `hint.imperative` and `hint.has-subject` (audit.md §2.2, §4.1, §3.5).
public enum HintWordChecks {
    /// `hint.imperative`: en and de only (nil lists of imperatives: not checked).
    public static func imperative(_ hint: String, lists: CompiledWordLists) -> CheckMatch? {
        guard let imperatives = lists.imperatives else { return nil }
        let language = lists.lists.language
        let text = NormalizedText(hint, language: language)
        let words = text.words()
        guard let first = words.first else { return nil }
        let firstWord = text.text(first)
        let written = text.displayText(first)
        if language == "de", words.count >= 2, text.displayText(words[1]) == "Sie",
            firstWord.hasSuffix("en") || firstWord.hasSuffix("ern") || firstWord.hasSuffix("eln")
        {
            return CheckMatch(.hintImperative, message: .auditCheckHintImperative, [.text(written)])
        }
        guard imperatives.contains(firstWord) else { return nil }
        if language == "en" {
            if firstWord == "please" {
                return CheckMatch(.hintImperative, message: .auditCheckHintImperativePlease, [.text(written)])
            }
            return CheckMatch(
                .hintImperative, message: .auditCheckHintImperativeSuggestion,
                [.text(written), .text(thirdPerson(written))])
        }
        return CheckMatch(.hintImperative, message: .auditCheckHintImperative, [.text(written)])
    }

    /// The English third person of a base form: `Go` → `Goes`, `Copy` → `Copies`, `Open` → `Opens`.
    public static func thirdPerson(_ verb: String) -> String {
        let lower = verb.lowercased()
        if ["s", "x", "z", "ch", "sh", "o"].contains(where: { lower.hasSuffix($0) }) { return verb + "es" }
        if lower.hasSuffix("y"), lower.count >= 2 {
            let before = lower[lower.index(lower.endIndex, offsetBy: -2)]
            if !"aeiou".contains(before) { return String(verb.dropLast()) + "ies" }
        }
        return verb + "s"
    }

    /// `hint.has-subject`: the first word of the normalized hint is a subject word (nil lists:
    /// not checked, as in ja).
    public static func hasSubject(_ hint: String, lists: CompiledWordLists) -> CheckMatch? {
        guard let subjects = lists.subjectWords else { return nil }
        let text = NormalizedText(hint, language: lists.lists.language)
        guard let first = text.words().first else { return nil }
        let written = text.displayText(first)
        let isSubject =
            subjects.entries.contains { $0.folded.elementsEqual(text.folded[first]) }
            || lists.lists.caseSensitiveSubjects.contains(written)
        return isSubject ? CheckMatch(.hintHasSubject, message: .auditCheckHintHasSubject, [.text(written)]) : nil
    }
}
