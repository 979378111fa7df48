import Localization

/// The checks that compare a label with its hint (audit.md §2.1, §2.2).
public enum PairChecks {
    /// `label.equals-hint`: both non-blank, equal once normalized and without one trailing `.`,
    /// `。` or `．` each.
    public static func equalsHint(label: NormalizedText, hint: NormalizedText) -> CheckMatch? {
        guard !label.isEmpty, !hint.isEmpty else { return nil }
        return dropPeriod(label.folded) == dropPeriod(hint.folded)
            ? CheckMatch(.labelEqualsHint, message: .auditCheckLabelEqualsHint) : nil
    }

    /// `hint.repeats-label`: the label has a letter, and the normalized hint begins with the
    /// normalized label followed by a word boundary.
    public static func repeatsLabel(label: NormalizedText, hint: NormalizedText) -> CheckMatch? {
        guard label.folded.contains(where: TextCharacters.isLetter) else { return nil }
        let length = label.folded.count
        guard length <= hint.folded.count, hint.folded[0..<length].elementsEqual(label.folded) else { return nil }
        let boundary =
            length == hint.folded.count || !hint.isWordCharacter(at: length)
            || !hint.isWordCharacter(at: length - 1)
        return boundary ? CheckMatch(.hintRepeatsLabel, message: .auditCheckHintRepeatsLabel) : nil
    }

    private static func dropPeriod(_ scalars: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> {
        guard let last = scalars.last, PunctuationChecks.periods.contains(last) else { return scalars[...] }
        return scalars.dropLast()
    }
}
