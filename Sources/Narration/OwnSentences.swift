/// Lector's own sentences of one language (``NarrationLanguage``), with a cheap first check for ASCII texts.
///
/// An ASCII text equals a cleaned sentence only when the sentence is ASCII too and has the same bytes (a
/// cleaned sentence whose canonical form is ASCII has no other scalar), so a bit for the length, first and last
/// byte of every ASCII sentence tells most texts apart without hashing them.
struct OwnSentences: Sendable {
    private let sentences: Set<String>
    /// One bit for each key (``key(_:)``) of an ASCII sentence.
    private let asciiKeys: [UInt64]
    private static let words = 1024

    init(_ sentences: Set<String>) {
        self.sentences = sentences
        var keys = [UInt64](repeating: 0, count: Self.words)
        for sentence in sentences {
            guard let key = Self.key(sentence) else { continue }
            keys[key >> 6] |= 1 << UInt64(key & 63)
        }
        asciiKeys = keys
    }

    /// Whether `text` is one of the sentences.
    func contains(_ text: String) -> Bool {
        if let key = Self.key(text), asciiKeys[key >> 6] & (1 << UInt64(key & 63)) == 0 { return false }
        return sentences.contains(text)
    }

    /// A bit index from the length and the first and last bytes of an ASCII text; nil for any other text.
    private static func key(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
            utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        let mixed = (utf8.count &* 0x9E37) ^ (Int(first) &* 0x85EB) ^ (Int(last) &* 0xC2B3)
        return mixed & (words * 64 - 1)
    }
}
