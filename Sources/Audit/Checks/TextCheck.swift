/// The label and hint checks that look only at text (audit.md §2.1, §2.2), in catalog order.
///
/// `strings.label-rules` runs them on table values; the element rules `label.*` and `hint.*` run
/// the same functions on elements, so both report the same words for the same text.
public enum TextCheck: String, Sendable, CaseIterable, Comparable {
    // The raw values are the public rule IDs of audit.md §2.1–2.2.
    case labelMarkup = "label.markup"
    case labelNotHumanReadable = "label.not-human-readable"
    case labelRedundantTrait = "label.redundant-trait"
    case labelContainsState = "label.contains-state"
    case labelContainsAction = "label.contains-action"
    case labelTrailingPeriod = "label.trailing-period"
    case labelNotCapitalized = "label.not-capitalized"
    case labelSymbolOnly = "label.symbol-only"
    case labelEqualsHint = "label.equals-hint"
    case hintGesture = "hint.gesture"
    case hintImperative = "hint.imperative"
    case hintHasSubject = "hint.has-subject"
    case hintNotCapitalized = "hint.not-capitalized"
    case hintMissingPeriod = "hint.missing-period"
    case hintRepeatsLabel = "hint.repeats-label"
    case hintRepeatsTrait = "hint.repeats-trait"

    /// The rule ID of the check.
    public var id: String { rawValue }

    /// The severity of the rule of the same ID.
    public var severity: Severity {
        switch self {
        case .labelNotHumanReadable: .error
        case .labelMarkup, .labelRedundantTrait, .labelContainsState, .labelContainsAction, .labelTrailingPeriod,
            .labelSymbolOnly, .labelEqualsHint, .hintGesture:
            .warning
        case .labelNotCapitalized, .hintImperative, .hintHasSubject, .hintNotCapitalized, .hintMissingPeriod,
            .hintRepeatsLabel, .hintRepeatsTrait:
            .info
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: TextCheck, rhs: TextCheck) -> Bool { lhs.order < rhs.order }
}
