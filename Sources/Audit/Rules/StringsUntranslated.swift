import Localization

/// `strings.untranslated` (warning): a value equal to the base value, in a language other than
/// the base's, with a letter outside its placeholders, a word outside the invariant lists (§3.6),
/// and no `@identical` in the comment above it.
public struct StringsUntranslated: StringsRule {
    public let id = "strings.untranslated"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsUntranslatedSummary
    public let definition = StringKey.auditStringsUntranslatedDescription

    /// The marker of an intentionally identical value, in the translator comment.
    public static let identicalMarker = "@identical"

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
            guard entry.comment?.contains(Self.identicalMarker) != true, !entry.attributes.contains(.doNotTranslate)
            else { continue }
            let text = Placeholders.removing(from: entry.value)
            guard text.unicodeScalars.contains(where: TextCharacters.isLetter) else { continue }
            guard !Self.isInvariant(text, language: file.language, invariants: invariants) else { continue }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(
                        .auditStringsUntranslatedMessage, .text(entry.value), .text(file.sourceName))))
        }
    }

    /// Whether every word of the text is covered by an invariant entry.
    public static func isInvariant(_ text: String, language: String, invariants: PhraseList) -> Bool {
        let normalized = NormalizedText(text, language: language)
        let words = normalized.words()
        guard !words.isEmpty else { return true }
        let covered = invariants.allMatches(in: normalized)
        return words.allSatisfy { word in
            covered.contains { $0.lowerBound <= word.lowerBound && word.upperBound <= $0.upperBound }
        }
    }

    /// The invariant words of a language and of every language.
    static func invariants(for language: String) -> PhraseList {
        WordLists.compiled(for: language)?.invariantWords
            ?? PhraseList(WordLists.universalInvariants, language: language)
    }
}
