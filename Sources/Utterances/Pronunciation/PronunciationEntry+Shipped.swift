extension PronunciationEntry {
    /// The entry for one key/value pair of a shipped `Pronunciations.strings` (`speech.md` §3.1,
    /// `localization.md`): the key is the word, matched as a whole word ignoring case; the value is
    /// espeak-ng mnemonics in `[[…]]` or IPA in `/…/`.
    ///
    /// - Throws: ``PronunciationError/invalidShippedValue(word:value:language:)`` for any other value, or
    ///   the error of the IPA conversion or mnemonic check.
    public static func shipped(word: String, value: String, language: String) throws(PronunciationError)
        -> PronunciationEntry
    {
        let trimmed = Self.trimmingWhitespace(value)
        let kind: Kind
        if trimmed.count >= 4, trimmed.hasPrefix("[["), trimmed.hasSuffix("]]") {
            kind = .espeak
        } else if trimmed.count >= 2, trimmed.hasPrefix("/"), trimmed.hasSuffix("/") {
            kind = .ipa
        } else {
            throw .invalidShippedValue(word: word, value: value, language: language)
        }
        return try PronunciationEntry(
            pattern: word, match: .word, caseSensitive: false, kind: kind, replacement: trimmed,
            language: language)
    }

    /// `value.trimmingCharacters(in: .whitespaces)`, skipped when the value starts and ends with a visible ASCII
    /// character (every shipped value: `[[…]]`, `/…/`), so that loading the shipped entries does not start
    /// Foundation's character sets.
    static func trimmingWhitespace(_ value: String) -> String {
        let utf8 = value.utf8
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return value
        }
        return value.trimmingCharacters(in: .whitespaces)
    }

    /// The entries of a shipped `Pronunciations.strings`, in file order.
    ///
    /// - Parameters:
    ///   - pairs: the key/value pairs as the strings parser read them, in file order.
    ///   - language: the language of the file (`de` for `de.lproj`).
    /// - Throws: the error of the first pair that is not a valid pronunciation.
    public static func shipped(pairs: [(key: String, value: String)], language: String) throws(PronunciationError)
        -> [PronunciationEntry]
    {
        var entries: [PronunciationEntry] = []
        for pair in pairs {
            entries.append(try shipped(word: pair.key, value: pair.value, language: language))
        }
        return entries
    }
}
