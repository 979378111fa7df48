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

    /// Checks the content of a `[[…]]` block (without the brackets): non-empty printable ASCII without
    /// `[`, `]`, `<`, `>` and `&`.
    public static func validatePhonemes(_ mnemonics: String) throws(MarkupError) {
        guard !mnemonics.isEmpty else { throw .emptyPhonemes }
        for (offset, scalar) in mnemonics.unicodeScalars.enumerated() where !isAllowedInPhonemes(scalar) {
            throw .forbiddenInPhonemes(mnemonics: mnemonics, character: scalar, position: offset + 1)
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
