/// The words of espeak-ng phoneme mnemonics that have no vowel (issue 19, the Arabic half of
/// `strings.reading`): the Arabic voice reads an unvowelled word it cannot parse as bare consonants,
/// يفتح as "jftH", and a stem after the article the same way (اللَّقطة as "?alllqt[t").
///
/// A word is a run between spaces, newlines, `_` (pauses) and `|`. A language switch such as `(en)`
/// starts a run in another voice that lasts until the next switch: those words are exempt, for Latin
/// names and abbreviations (Lector, JSON, PIN) go to the English voice on purpose.
public enum VowellessWords {
    /// The punctuation an abbreviation may stand beside in a word.
    static let punctuation: Set<Character> = [".", ",", "،", "؛", ":", "!", "?", "؟", "«", "»", "(", ")"]

    /// The vowel letters of espeak-ng's Arabic mnemonics (a, i, u, their long forms `a:`, and the schwa `@`;
    /// e and o appear in loanwords).
    static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "@"]

    /// The words of `phonemes` (as `--output phonemes` prints them) that hold a letter but no vowel,
    /// outside runs switched to another voice; in order, each as printed.
    public static func find(in phonemes: String) -> [String] {
        var found: [String] = []
        var switched = false
        for token in phonemes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "_" || $0 == "|" }) {
            let startsSwitched = switched || (token.hasPrefix("(") && !token.hasPrefix("(ar)"))
            var word = Substring(token)
            while let open = word.firstIndex(of: "("), let close = word[open...].firstIndex(of: ")") {
                // `(ar)` switches back to the string's own voice; any other switch leaves it.
                switched = word[word.index(after: open)..<close] != "ar"
                word = word[..<open] + word[word.index(after: close)...]
            }
            guard !startsSwitched, word.contains(where: \.isLetter) else { continue }
            if !hasVowel(word) { found.append(String(token)) }
        }
        return found
    }

    /// Whether a word has a vowel, after the article: the vowel of ?al does not count, for a stem the voice
    /// could not read comes out as consonants after it (اللَّقطة as "?alllqt[t").
    static func hasVowel(_ word: Substring) -> Bool {
        var stem = word
        for article in ["?al", "al"] where stem.hasPrefix(article) {
            let rest = stem.dropFirst(article.count)
            if rest.filter(\.isLetter).count >= 2 { stem = rest }
            break
        }
        return stem.contains { vowels.contains($0) }
    }

    /// The text espeak-ng is given for a spoken string: placeholders (`%@`, `%1$d`, `%%`) and the bidi
    /// marks of the display channel (U+200E, U+200F, U+2066…U+2069) removed, as the speech path removes them;
    /// each accepted abbreviation replaced by a space.
    public static func speechText(_ value: String, abbreviations: [String]) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = value.unicodeScalars.makeIterator()
        var pending = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            switch scalar.value {
            case 0x200E, 0x200F, 0x2066...0x2069: continue
            case 0x25:  // %: skip the placeholder up to its conversion letter (@ or a letter).
                while let next = pending, next == "$" || ("0"..."9").contains(next) { pending = iterator.next() }
                if pending != nil { pending = iterator.next() }
                scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        let words = String(scalars).split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            // An abbreviation keeps the punctuation around it (هـ. at a sentence end).
            let core = word.trimmingPrefix { punctuation.contains($0) }
            let bare = core.prefix { !punctuation.contains($0) }
            guard abbreviations.contains(String(bare)), !bare.isEmpty else { return String(word) }
            return String(word[..<core.startIndex]) + String(core[bare.endIndex...])
        }
        return words.joined(separator: " ")
    }
}
