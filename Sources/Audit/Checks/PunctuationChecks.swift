import Localization

/// The checks of a text's shape: capitals, final periods and symbols (audit.md §2.1, §2.2).
public enum PunctuationChecks {
    static let periods: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}"]

    /// `label.trailing-period`: the trimmed label ends with `.`, `。` or `．`, not with `..`, and
    /// contains none of `,`, `、`, `،`.
    public static func trailingPeriod(_ label: String) -> CheckMatch? {
        let scalars = Array(TextCharacters.trim(label).unicodeScalars)
        guard let last = scalars.last, periods.contains(last) else { return nil }
        if scalars.count >= 2, periods.contains(scalars[scalars.count - 2]) { return nil }
        if scalars.contains(where: { $0 == "," || $0 == "\u{3001}" || $0 == "\u{060C}" }) { return nil }
        return CheckMatch(.labelTrailingPeriod, message: .auditCheckLabelTrailingPeriod)
    }

    /// The test of `label.not-capitalized` and `hint.not-capitalized`: the first character of the
    /// trimmed text is a lowercase letter (Ll) and its first word has no uppercase or titlecase
    /// letter. Scripts without case never match.
    public static func startsLowercase(_ text: String) -> Bool {
        let scalars = Array(TextCharacters.trim(text).unicodeScalars)
        guard let first = scalars.first, first.properties.generalCategory == .lowercaseLetter else { return false }
        for scalar in scalars {
            guard TextCharacters.isWordCharacter(scalar) else { break }
            let category = scalar.properties.generalCategory
            if category == .uppercaseLetter || category == .titlecaseLetter { return false }
        }
        return true
    }

    /// `label.not-capitalized`.
    public static func labelNotCapitalized(_ label: String) -> CheckMatch? {
        startsLowercase(label) ? CheckMatch(.labelNotCapitalized, message: .auditCheckLabelNotCapitalized) : nil
    }

    /// `hint.not-capitalized`.
    public static func hintNotCapitalized(_ hint: String) -> CheckMatch? {
        startsLowercase(hint) ? CheckMatch(.hintNotCapitalized, message: .auditCheckHintNotCapitalized) : nil
    }

    static let closers: Set<Unicode.Scalar> = [
        "\"", "'", "\u{201D}", "\u{2019}", "\u{BB}", ")", "]", "\u{300D}", "\u{300F}",
    ]

    /// `hint.missing-period`: after trimming and stripping closing quotes and brackets from the
    /// end, the last character is not `.`, `。` or `．`.
    public static func missingPeriod(_ hint: String) -> CheckMatch? {
        var scalars = Array(TextCharacters.trim(hint).unicodeScalars)
        while let last = scalars.last, closers.contains(last) { scalars.removeLast() }
        guard let last = scalars.last else { return nil }
        return periods.contains(last) ? nil : CheckMatch(.hintMissingPeriod, message: .auditCheckHintMissingPeriod)
    }

    /// `label.symbol-only`: (a) no letter and no number; (b) a single letter (one grapheme) that
    /// is not Han, Hiragana, Katakana or Hangul, unless `allowsSingleLetter`; (c) `aa` or `abc`.
    public static func symbolOnly(_ label: String, allowsSingleLetter: Bool) -> CheckMatch? {
        let trimmed = TextCharacters.trim(label)
        guard !trimmed.isEmpty else { return nil }
        let match = CheckMatch(.labelSymbolOnly, message: .auditCheckLabelSymbolOnly)
        if !TextCharacters.hasText(trimmed) { return match }
        if trimmed.count == 1, !allowsSingleLetter, let first = trimmed.unicodeScalars.first,
            TextCharacters.isLetter(first), !TextCharacters.isIdeographicOrSyllabic(first)
        {
            return match
        }
        let lower = trimmed.lowercased()
        return lower == "aa" || lower == "abc" ? match : nil
    }
}
