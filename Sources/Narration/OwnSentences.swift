/// Lector's own sentences of one language (``NarrationLanguage``), with a cheap first check for ASCII texts.
///
/// An ASCII text equals a cleaned sentence only when the sentence is ASCII too and has the same bytes (a
/// cleaned sentence whose canonical form is ASCII has no other scalar), so a bit for the length, first and last
/// byte of every ASCII sentence tells most texts apart without hashing them, and the ASCII sentences of that
/// bit are compared with it (two ASCII strings are equal exactly when their bytes are).
struct OwnSentences: Sendable {
    private let sentences: Set<String>
    /// One bit for each key (``key(_:)``) of an ASCII sentence.
    private let asciiKeys: [UInt64]
    /// The ASCII sentences by key.
    private let asciiSentences: [Int: [String]]
    private static let words = 1024

    init(_ sentences: Set<String>) {
        self.sentences = sentences
        var keys = [UInt64](repeating: 0, count: Self.words)
        var byKey: [Int: [String]] = [:]
        for sentence in sentences {
            guard let key = Self.key(sentence) else { continue }
            keys[key >> 6] |= 1 << UInt64(key & 63)
            byKey[key, default: []].append(sentence)
        }
        asciiKeys = keys
        asciiSentences = byKey
    }

    /// Whether `text` is one of the sentences.
    func contains(_ text: String) -> Bool {
        guard let key = Self.key(text) else { return sentences.contains(text) }
        guard asciiKeys[key >> 6] & (1 << UInt64(key & 63)) != 0 else { return false }
        return asciiSentences[key]?.contains { $0 == text } ?? false
    }

    /// ``contains(_:)`` through the set alone (for tests of the ASCII way).
    func containsBySet(_ text: String) -> Bool { sentences.contains(text) }

    /// A bit index from the length and the first and last bytes of an ASCII text; nil for any other text.
    private static func key(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard let first = bytes.first, let last = bytes.last else { return nil }
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            guard high < 0x80 else { return nil }
            let mixed = (bytes.count &* 0x9E37) ^ (Int(first) &* 0x85EB) ^ (Int(last) &* 0xC2B3)
            return mixed & (words * 64 - 1)
        }
    }
}
