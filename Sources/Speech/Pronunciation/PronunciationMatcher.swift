import Foundation

/// Finds the occurrences of one entry's pattern in a text (`speech.md` §3.2).
struct PronunciationMatcher {
    /// The entry matched.
    let entry: PronunciationEntry
    /// The compiled regular expression of a `regex` entry.
    private let regex: NSRegularExpression?

    init(_ entry: PronunciationEntry) {
        self.entry = entry
        // The entry's initializer compiled the same expression successfully.
        self.regex = entry.match == .regex
            ? try? PronunciationEntry.compiledRegex(entry.pattern, caseSensitive: entry.caseSensitive)
            : nil
    }

    /// True when a match must have no letter, digit or `_` directly before or after it.
    private var needsWordBoundaries: Bool {
        entry.match == .word || entry.kind.isPhonemes
    }

    /// All non-overlapping matches inside `range`, leftmost first. Boundaries are judged on the whole
    /// text; a match off a required boundary is skipped and the search resumes one character later.
    func matches(in text: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var position = range.lowerBound
        while position < range.upperBound, let candidate = firstMatch(in: text, within: position..<range.upperBound) {
            if candidate.isEmpty || (needsWordBoundaries && !Self.isOnWordBoundaries(candidate, in: text)) {
                guard candidate.lowerBound < range.upperBound else { break }
                position = text.index(after: candidate.lowerBound)
                continue
            }
            found.append(candidate)
            position = candidate.upperBound
        }
        return found
    }

    private func firstMatch(in text: String, within range: Range<String.Index>) -> Range<String.Index>? {
        if entry.match == .regex {
            guard let regex else { return nil }
            let match = regex.firstMatch(
                in: text, options: [.withTransparentBounds, .withoutAnchoringBounds],
                range: NSRange(range, in: text))
            return match.flatMap { Range($0.range, in: text) }
        }
        return text.range(
            of: entry.pattern, options: entry.caseSensitive ? [] : [.caseInsensitive], range: range)
    }

    /// True when no letter, digit or `_` is directly before or after `range` in `text`.
    static func isOnWordBoundaries(_ range: Range<String.Index>, in text: String) -> Bool {
        if range.lowerBound > text.startIndex, isWordCharacter(text[text.index(before: range.lowerBound)]) {
            return false
        }
        if range.upperBound < text.endIndex, isWordCharacter(text[range.upperBound]) {
            return false
        }
        return true
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
