import Core

/// A compiled word list of one language: entries normalized once, matched against normalized text
/// as audit.md §3 says.
///
/// Whole word everywhere but ja: the entry must begin and end at word boundaries (a space inside
/// an entry matches the one space normalization leaves). ja: a substring anywhere. ar: an entry
/// also matches with `ال` directly before its first word. Entries written with a trailing `†`
/// count only at the end: the match must end where the text ends once trailing punctuation is
/// removed.
public struct PhraseList: Sendable {
    /// One compiled entry.
    public struct Entry: Sendable {
        /// The entry as written in the list, without `†`.
        public let text: String
        /// The normalized entry.
        let folded: [Unicode.Scalar]
        /// Whether it counts only at the end of the text.
        public let endOnly: Bool
    }

    /// A match of one entry.
    public struct Match: Sendable, Equatable {
        /// The entry as written in the list.
        public let entry: String
        /// The matched range of the folded text.
        public let range: Range<Int>
    }

    /// The compiled entries.
    public let entries: [Entry]
    /// The language of the list.
    public let language: String
    private let substring: Bool
    private let arabicArticle: Bool
    /// The indices of the entries by their first folded scalar, in entry order: a text position
    /// is compared only with the entries that can start there.
    private let entriesByFirstScalar: [Unicode.Scalar: [Int]]
    /// The same for ASCII first scalars, by scalar value: an array read, not a hashed lookup, for
    /// the scalars most texts are made of.
    private let entriesByFirstASCII: [[Int]]
    /// Bit `n` (`n` < 63) set when an entry has `n` folded scalars, bit 63 for the longer ones:
    /// whole-text equality rejects a text of no entry's length without comparing scalars.
    private let foldedLengthBits: UInt64

    /// Compiles entries for a language; `†` at the end of an entry marks it end-only.
    public init(_ words: [String], language: String) {
        let base = LanguageTag.language(of: language)
        self.language = base
        substring = base == "ja"
        arabicArticle = base == "ar"
        entries = words.compactMap { word in
            let endOnly = word.hasSuffix("†")
            let text = endOnly ? String(word.dropLast()) : word
            let folded = NormalizedText(text, language: base).folded
            return folded.isEmpty ? nil : Entry(text: text, folded: folded, endOnly: endOnly)
        }
        var byFirst: [Unicode.Scalar: [Int]] = [:]
        for (index, entry) in entries.enumerated() { byFirst[entry.folded[0], default: []].append(index) }
        entriesByFirstScalar = byFirst
        entriesByFirstASCII = (0..<128).map { value in byFirst[Unicode.Scalar(UInt8(value))] ?? [] }
        foldedLengthBits = entries.reduce(0) { bits, entry in bits | Self.lengthBit(entry.folded.count) }
    }

    /// Every match, in text order, at most one (the first) per entry.
    ///
    /// One pass over the text: at each position only the entries beginning with its scalar are
    /// compared (``entriesByFirstScalar``), each entry until its first accepted match; the same
    /// matches as ``matchesByEntry(in:)``, which tries every entry at every position.
    public func matches(in text: NormalizedText) -> [Match] {
        let scalars = text.folded
        guard !scalars.isEmpty else { return [] }
        let end = Self.contentEnd(of: text)
        var found: [(entry: Int, range: Range<Int>)] = []
        var matched: Set<Int> = []
        for start in scalars.indices {
            let scalar = scalars[start]
            let candidates =
                scalar.value < 0x80 ? entriesByFirstASCII[Int(scalar.value)] : entriesByFirstScalar[scalar] ?? []
            guard !candidates.isEmpty else { continue }
            for index in candidates where !matched.contains(index) {
                let entry = entries[index]
                let length = entry.folded.count
                guard start + length <= scalars.count, scalars[start..<start + length].elementsEqual(entry.folded)
                else {
                    continue
                }
                let range = start..<start + length
                if accepts(range, in: text, contentEnd: end, endOnly: entry.endOnly) {
                    matched.insert(index)
                    found.append((index, range))
                }
            }
        }
        return found.sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.entry) < ($1.range.lowerBound, $1.range.upperBound, $1.entry)
        }.map { Match(entry: entries[$0.entry].text, range: $0.range) }
    }

    /// Every match, in text order, at most one (the first) per entry, found entry by entry: the
    /// general path that ``matches(in:)`` must agree with (tests compare them).
    func matchesByEntry(in text: NormalizedText) -> [Match] {
        var result: [Match] = []
        let end = Self.contentEnd(of: text)
        for entry in entries {
            if let range = firstMatch(of: entry, in: text, contentEnd: end) {
                result.append(Match(entry: entry.text, range: range))
            }
        }
        return result.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// Every range any entry matches (all occurrences), in no particular order.
    public func allMatches(in text: NormalizedText) -> [Range<Int>] {
        let end = Self.contentEnd(of: text)
        var result: [Range<Int>] = []
        let scalars = text.folded
        for entry in entries where entry.folded.count <= scalars.count {
            let length = entry.folded.count
            for start in 0...(scalars.count - length)
            where scalars[start] == entry.folded[0] && scalars[start..<start + length].elementsEqual(entry.folded) {
                let range = start..<start + length
                if accepts(range, in: text, contentEnd: end, endOnly: entry.endOnly) { result.append(range) }
            }
        }
        return result
    }

    /// Whether any entry matches.
    public func matchesAny(_ text: NormalizedText) -> Bool { !matches(in: text).isEmpty }

    /// Whether the whole text (surrounding punctuation removed) equals an entry.
    ///
    /// Only the entries of the text's length (``foldedLengthBits``) that begin with its first scalar
    /// are compared, in place: no copy of the text is made or hashed.
    public func equalsEntry(_ text: NormalizedText) -> Bool {
        let folded = text.folded
        var start = 0
        var end = folded.count
        while start < end, TextCharacters.isPunctuation(folded[start]) || TextCharacters.isWhitespace(folded[start]) {
            start += 1
        }
        while end > start, TextCharacters.isPunctuation(folded[end - 1]) || TextCharacters.isWhitespace(folded[end - 1])
        {
            end -= 1
        }
        let length = end - start
        // Entries are never empty.
        guard length > 0, foldedLengthBits & Self.lengthBit(length) != 0 else { return false }
        let first = folded[start]
        let candidates = first.value < 128 ? entriesByFirstASCII[Int(first.value)] : entriesByFirstScalar[first] ?? []
        for index in candidates where entries[index].folded.count == length {
            if entries[index].folded.elementsEqual(folded[start..<end]) { return true }
        }
        return false
    }

    /// The bit of ``foldedLengthBits`` for a length.
    private static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

    /// ``equalsEntry(_:)`` entry by entry: the general path the set lookup must agree with.
    func equalsEntryByEntry(_ text: NormalizedText) -> Bool {
        var scalars = text.folded[...]
        while let first = scalars.first, TextCharacters.isPunctuation(first) || TextCharacters.isWhitespace(first) {
            scalars = scalars.dropFirst()
        }
        while let last = scalars.last, TextCharacters.isPunctuation(last) || TextCharacters.isWhitespace(last) {
            scalars = scalars.dropLast()
        }
        return entries.contains { $0.folded.elementsEqual(scalars) }
    }

    private func firstMatch(of entry: Entry, in text: NormalizedText, contentEnd: Int) -> Range<Int>? {
        let scalars = text.folded
        let length = entry.folded.count
        guard length <= scalars.count else { return nil }
        var start = 0
        while start + length <= scalars.count {
            if scalars[start] == entry.folded[0], scalars[start..<start + length].elementsEqual(entry.folded) {
                let range = start..<start + length
                if accepts(range, in: text, contentEnd: contentEnd, endOnly: entry.endOnly) { return range }
            }
            start += 1
        }
        return nil
    }

    private func accepts(_ range: Range<Int>, in text: NormalizedText, contentEnd: Int, endOnly: Bool) -> Bool {
        if endOnly, range.upperBound != contentEnd { return false }
        if substring { return true }
        let count = text.folded.count
        let endsAtBoundary = range.upperBound == count || !text.isWordCharacter(at: range.upperBound)
        guard endsAtBoundary else { return false }
        let start = range.lowerBound
        if start == 0 || !text.isWordCharacter(at: start - 1) { return true }
        // ar: the article ال directly before the first word, itself at the start of a word.
        return arabicArticle && start >= 2 && text.folded[start - 2] == "\u{0627}"
            && text.folded[start - 1] == "\u{0644}" && (start == 2 || !text.isWordCharacter(at: start - 3))
    }

    /// The end of the text once trailing punctuation and whitespace are removed.
    static func contentEnd(of text: NormalizedText) -> Int {
        var end = text.folded.count
        while end > 0,
            TextCharacters.isPunctuation(text.folded[end - 1]) || TextCharacters.isWhitespace(text.folded[end - 1])
        {
            end -= 1
        }
        return end
    }
}
