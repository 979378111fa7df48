import Core
import Foundation

/// Finds the occurrences of one entry's pattern in a text (`speech.md` §3.2).
struct PronunciationMatcher: Sendable {
    /// The entry matched.
    let entry: PronunciationEntry
    /// The compiled regular expression of a `regex` entry.
    private let regex: PronunciationRegex?
    /// For literal patterns: the scalars a match can start with (both cases), a cheap pre-check.
    private let firstScalars: Set<Unicode.Scalar>?
    /// For ASCII literal patterns: the pattern's bytes, lowercased unless case-sensitive.
    let asciiPattern: [UInt8]?

    init(_ entry: PronunciationEntry) {
        self.entry = entry
        if entry.match != .regex, let first = entry.pattern.first {
            let forms = entry.caseSensitive ? [String(first)] : [String(first), first.lowercased(), first.uppercased()]
            self.firstScalars = Set(forms.compactMap { $0.unicodeScalars.first })
        } else {
            self.firstScalars = nil
        }
        if entry.match != .regex, !entry.pattern.isEmpty, entry.pattern.isASCII {
            self.asciiPattern = entry.caseSensitive ? Array(entry.pattern.utf8) : entry.pattern.utf8.map(Self.lower)
        } else {
            self.asciiPattern = nil
        }
        // The entry's initializer compiled the same expression successfully.
        self.regex =
            entry.match == .regex
            ? try? PronunciationEntry.compiledRegex(entry.pattern, caseSensitive: entry.caseSensitive)
            : nil
    }

    /// False when `text` certainly holds no match (a literal pattern's first letter is absent).
    func mayMatch(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in mayMatch(text, ascii: bytes.allSatisfy { $0 < 0x80 } ? bytes : nil) }
    }

    /// ``mayMatch(_:)`` with the text's UTF-8 bytes when they are all ASCII (nil otherwise), read once for
    /// every matcher of a dictionary.
    ///
    /// - Parameter foldSafe: the bytes of a text that is not ASCII but fold-safe (``FoldSafeBytes``), else nil: an
    ///   entry that ignores case and has an ASCII pattern can match there only where its bytes are found.
    func mayMatch(
        _ text: String, ascii: UnsafeBufferPointer<UInt8>?, foldSafe: UnsafeBufferPointer<UInt8>? = nil
    ) -> Bool {
        if let asciiPattern, let ascii {
            return Self.contains(ascii, asciiPattern, foldCase: !entry.caseSensitive)
        }
        if let asciiPattern, let foldSafe, !entry.caseSensitive {
            return Self.contains(foldSafe, asciiPattern, foldCase: true)
        }
        guard let firstScalars else { return true }
        return text.unicodeScalars.contains { firstScalars.contains($0) }
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// Plain substring search over ASCII bytes.
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8], foldCase: Bool) -> Bool {
        guard text.count >= pattern.count else { return false }
        for start in 0...(text.count - pattern.count) {
            var offset = 0
            while offset < pattern.count {
                let byte = foldCase ? lower(text[start + offset]) : text[start + offset]
                if byte != pattern[offset] { break }
                offset += 1
            }
            if offset == pattern.count { return true }
        }
        return false
    }

    /// True when a match must have no letter, digit or `_` directly before or after it.
    private var needsWordBoundaries: Bool {
        entry.match == .word || entry.kind.isPhonemes
    }

    /// All non-overlapping matches inside `range`, leftmost first. Boundaries are judged on the whole
    /// text; a match off a required boundary is skipped and the search resumes one character later.
    ///
    /// - Parameter scalars: for a `regex` entry, the text as ``scalarText(_:)`` made it, made once for every range
    ///   of one text (made here when nil).
    func matches(
        in text: String, within range: Range<String.Index>, scalars: PronunciationRegex.Text? = nil
    ) -> [Range<String.Index>] {
        if let regex {
            return matches(regex, in: text, within: range, scalars: scalars ?? regex.text(text))
        }
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

    /// The text as the regular expression of a `regex` entry reads it; nil for other entries.
    func scalarText(_ text: String) -> PronunciationRegex.Text? {
        regex?.text(text)
    }

    /// ``matches(in:within:scalars:)`` for a regular expression: a match off a required boundary is skipped and
    /// the search resumes one scalar later.
    private func matches(
        _ regex: PronunciationRegex, in text: String, within range: Range<String.Index>,
        scalars: PronunciationRegex.Text
    ) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var position = scalars.offset(of: range.lowerBound)
        let end = scalars.offset(of: range.upperBound)
        while position < end, let match = regex.firstMatch(in: scalars, from: position, to: end) {
            let candidate = scalars.indices[match.lowerBound]..<scalars.indices[match.upperBound]
            if match.isEmpty || (needsWordBoundaries && !Self.isOnWordBoundaries(candidate, in: text)) {
                position = match.lowerBound + 1
                continue
            }
            found.append(candidate)
            position = match.upperBound
        }
        return found
    }

    private func firstMatch(in text: String, within range: Range<String.Index>) -> Range<String.Index>? {
        // Patterns hold no control character (``PronunciationEntry`` refuses them), so Foundation's search is safe.
        text.range(of: entry.pattern, options: entry.caseSensitive ? [] : [.caseInsensitive], range: range)
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
