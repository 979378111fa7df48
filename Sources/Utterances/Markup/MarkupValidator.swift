/// Checks the two values that go into markup without escaping (`speech.md` §2.3 rules 4 and 5).
public enum MarkupValidator {
    /// Checks a respelling for `<sub alias="…">`: non-empty, without `"`, `&`, `<`, `>`, `[`, `]` and
    /// control characters.
    ///
    /// The engine does not decode references in attribute values, so a respelling is validated, not
    /// escaped.
    public static func validateRespelling(_ respelling: String) throws(MarkupError) {
        guard !respelling.isEmpty else { throw .emptyRespelling }
        for (offset, scalar) in respelling.unicodeScalars.enumerated() where !isAllowedInRespelling(scalar) {
            throw .forbiddenInRespelling(respelling: respelling, character: scalar, position: offset + 1)
        }
    }

    /// The most characters one word of a phoneme block (the mnemonics between two spaces) may hold.
    ///
    /// libespeak-ng 1.51 keeps a word's phonemes in a buffer of 200 codes (`N_WORD_PHONEMES`) and writes past
    /// it unchecked: measured with `[[t…t]]`, from 224 phonemes in one word the audio comes out wrong, from
    /// 238 it is silent, from 360 the engine crashes (every voice). A mnemonic character is at most one
    /// phoneme code, so 100 characters keep the word under half the buffer (`speech.md` §2.3 rule 5).
    public static let maximumPhonemeWordLength = 100

    /// Checks the content of a `[[…]]` block (without the brackets): non-empty printable ASCII without
    /// `[`, `]`, `<`, `>` and `&`, no word longer than ``maximumPhonemeWordLength``.
    public static func validatePhonemes(_ mnemonics: String) throws(MarkupError) {
        guard !mnemonics.isEmpty else { throw .emptyPhonemes }
        var wordLength = 0
        for (offset, scalar) in mnemonics.unicodeScalars.enumerated() {
            guard isAllowedInPhonemes(scalar) else {
                throw .forbiddenInPhonemes(mnemonics: mnemonics, character: scalar, position: offset + 1)
            }
            wordLength = scalar == " " ? 0 : wordLength + 1
            if wordLength > maximumPhonemeWordLength {
                throw .phonemeWordTooLong(mnemonics: mnemonics, maximum: maximumPhonemeWordLength)
            }
        }
    }

    /// True when the respelling passes ``validateRespelling(_:)``.
    public static func isValidRespelling(_ respelling: String) -> Bool {
        (try? validateRespelling(respelling)) != nil
    }

    /// True when the mnemonics pass ``validatePhonemes(_:)``.
    public static func isValidPhonemes(_ mnemonics: String) -> Bool {
        (try? validatePhonemes(mnemonics)) != nil
    }

    // MARK: - Character classes

    static func isAllowedInRespelling(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "&", "<", ">", "[", "]": false
        default: scalar.properties.generalCategory != .control
        }
    }

    static func isAllowedInPhonemes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "[", "]", "<", ">", "&": false
        default: (0x20...0x7E).contains(scalar.value)
        }
    }
}
