import Core
import Localization
import Spelling

/// `strings.untranslated` (warning): a value equal to the source value, in a language other than
/// the source's, that a translator would have translated (audit.md §3.6). Not judged: a value with
/// `@identical` in its comment or `shouldTranslate: false`; a catalog value whose state says someone
/// translated it (`translated`) or that is already reported for review (`needs_review`, `new`); a date format
/// pattern; a value without a letter outside its placeholders, addresses and handles; and a value whose
/// every word may stay the same (``SameAsSource``): an invariant word, a name by its shape, a proper
/// noun of the project, or a word the language's translators keep elsewhere.
public struct StringsUntranslated: StringsRule {
    public let id = "strings.untranslated"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsUntranslatedSummary
    public let definition = StringKey.auditStringsUntranslatedDescription

    /// The marker of an intentionally identical value, in the translator comment.
    public static let identicalMarker = "@identical"

    /// The catalog states that settle the value: `translated` (someone chose it), `needs_review` and `new`
    /// (which `strings.needs-review` reports), and `shouldTranslate: false`.
    static let judgedStates: EntryAttributes = [.translated, .needsReview, .new, .doNotTranslate]

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, file.languageCode != file.sourceLanguageCode, let index = file.index, let base = file.base
        else { return }
        let invariants = Self.invariants(for: file.language)
        // The base entry of the same key, as `base.lastEntry[entry.key]` gives it, from the file's matches.
        let matches = file.baseMatches
        for (number, (_, entry)) in index.cleanEntries.enumerated() {
            guard let match = matches[number], match.sameKey, base.document.entries[match.index].value == entry.value
            else { continue }
            guard entry.comment?.contains(Self.identicalMarker) != true,
                entry.attributes.isDisjoint(with: Self.judgedStates)
            else { continue }
            guard !SameAsSource.isDatePattern(entry.value),
                !Self.isInvariant(
                    entry.value, language: file.language, invariants: invariants, kept: { file.keptWords },
                    dictionary: { file.spelling?.dictionary(for: file.language) })
            else { continue }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(
                        .auditStringsUntranslatedMessage, .text(entry.value), .text(file.sourceName))))
        }
    }

    /// Whether every word of the text may stay the same in the language: it is covered by an
    /// invariant entry, is a name by its shape, or is one of the `kept` folded words, all but one at most,
    /// which must then be a word of three letters or more that the language's spelling dictionary knows (asked
    /// for only then). A text without words (placeholders, addresses and handles left out) is invariant.
    public static func isInvariant(
        _ text: String, language: String, invariants: PhraseList, kept: () -> Set<String> = { [] },
        dictionary: () -> SpellingDictionary? = { nil }
    ) -> Bool {
        let cleaned = SameAsSource.withoutAddresses(Placeholders.removing(from: text))
        let normalized = NormalizedText(cleaned, language: language)
        let words = normalized.words()
        guard !words.isEmpty else { return true }
        let covered = invariants.allMatches(in: normalized)
        var left = words.filter { word in
            if covered.contains(where: { $0.lowerBound <= word.lowerBound && word.upperBound <= $0.upperBound }) {
                return false
            }
            return !SameAsSource.isNameShaped(normalized.displayText(word))
        }
        // The project's own words, gathered only for a value the lists and shapes leave unexplained.
        if !left.isEmpty {
            let keptWords = kept()
            left.removeAll { keptWords.contains(normalized.text($0)) }
        }
        guard let only = left.first else { return true }
        // The dictionary speaks for one word of three letters or more: a word two languages share is common
        // (`Video`, `participants`), a phrase of them is English (`Post Sent` is Swedish word by word), and short
        // words are where unrelated languages meet by chance (`on` and `or` in Italian's dictionary).
        let display = normalized.displayText(only)
        guard left.count == 1, display.unicodeScalars.filter(TextCharacters.isLetter).count >= 3 else { return false }
        return dictionary()?.knows(display) ?? false
    }

    /// The invariant words of a language and of every language.
    static func invariants(for language: String) -> PhraseList {
        WordLists.compiled(for: language)?.invariantWords
            ?? PhraseList(
                (WordLists.sameWords[LanguageTag.language(of: language)] ?? []) + WordLists.universalInvariants,
                language: language)
    }
}
