import Localization

/// The checks that look for words of a list (audit.md §3): `label.redundant-trait`,
/// `label.contains-state`, `label.contains-action`, `hint.gesture`, `hint.repeats-trait`.
public enum WordListChecks {
    /// `label.redundant-trait`: the label contains a trait word for one of the element's rows.
    /// The first matching row is named in the message (by its trait name, never translated).
    public static func redundantTrait(
        _ label: NormalizedText, rows: [TraitWordRow], lists: CompiledWordLists
    ) -> CheckMatch? {
        for row in rows {
            guard let phrases = lists.traitWords[row] else { continue }
            let matches = phrases.matches(in: label)
            if !matches.isEmpty {
                return CheckMatch(
                    .labelRedundantTrait, message: .auditCheckLabelRedundantTrait,
                    [CheckMatch.words(matches, in: label), .text(row.rawValue)])
            }
        }
        return nil
    }

    /// `hint.repeats-trait`: the hint contains a trait word for one of the element's rows (the first
    /// matching row is named).
    public static func hintRepeatsTrait(
        _ hint: NormalizedText, rows: [TraitWordRow], lists: CompiledWordLists
    ) -> CheckMatch? {
        for row in rows {
            guard let phrases = lists.traitWords[row] else { continue }
            let matches = phrases.matches(in: hint)
            if !matches.isEmpty {
                return CheckMatch(
                    .hintRepeatsTrait, message: .auditCheckHintRepeatsTrait,
                    [CheckMatch.words(matches, in: hint), .text(row.rawValue)])
            }
        }
        return nil
    }

    /// `label.contains-state`: a state word (`†` words only as the last word).
    public static func containsState(_ label: NormalizedText, lists: CompiledWordLists) -> CheckMatch? {
        let matches = lists.stateWords.matches(in: label)
        guard !matches.isEmpty else { return nil }
        return CheckMatch(
            .labelContainsState, message: .auditCheckLabelContainsState, [CheckMatch.words(matches, in: label)])
    }

    /// `label.contains-action`: an action or gesture word.
    public static func containsAction(_ label: NormalizedText, lists: CompiledWordLists) -> CheckMatch? {
        let matches = lists.actionWords.matches(in: label)
        guard !matches.isEmpty else { return nil }
        return CheckMatch(
            .labelContainsAction, message: .auditCheckLabelContainsAction, [CheckMatch.words(matches, in: label)])
    }

    /// `hint.gesture`: an action or gesture word in the hint, and whether a match starts at the
    /// hint's first word (then `hint.imperative` is not reported, §1.4 item 4).
    public static func gesture(_ hint: NormalizedText, lists: CompiledWordLists) -> (
        match: CheckMatch, atFirstWord: Bool
    )? {
        let matches = lists.actionWords.matches(in: hint)
        guard !matches.isEmpty else { return nil }
        let firstWord = hint.words().first?.lowerBound
        let atFirstWord = matches.contains { $0.range.lowerBound == firstWord }
        return (
            CheckMatch(.hintGesture, message: .auditCheckHintGesture, [CheckMatch.words(matches, in: hint)]),
            atFirstWord
        )
    }
}
