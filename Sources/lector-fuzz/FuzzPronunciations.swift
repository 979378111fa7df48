import Utterances

/// Pronunciation entries as `pronounce add` makes them, applied to a text as speech applies them.
///
/// The input is lines: options (`regex` or `anywhere`; `espeak` or `say`, else IPA; `case`), the pattern, the
/// replacement, the language (`en` when empty) and the text spoken (the pattern when absent).
enum FuzzPronunciations {
    static func entry(_ bytes: [UInt8]) -> Bool {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ index: Int) -> String { index < lines.count ? String(lines[index]) : "" }
        let options = line(0)
        let match: PronunciationEntry.Match =
            options.contains("regex") ? .regex : options.contains("anywhere") ? .anywhere : .word
        let kind: PronunciationEntry.Kind =
            options.contains("espeak") ? .espeak : options.contains("say") ? .say : .ipa
        let language = line(3).isEmpty ? "en" : line(3)
        let text = lines.count > 4 ? line(4) : line(1)
        guard
            let entry = try? PronunciationEntry(
                pattern: line(1), match: match, caseSensitive: options.contains("case"), kind: kind,
                replacement: line(2), language: language)
        else { return false }
        let dictionary = PronunciationDictionary(userEntries: [entry])
        let utterance = dictionary.apply(to: Utterance(language: language, text: text))
        return !utterance.pieces.isEmpty
    }
}
