import Localization

/// `hint.repeats-label` (info): the label has a letter and the normalized hint begins with the
/// normalized label followed by a word boundary. Not reported when the element has no usable name
/// or when `label.equals-hint` fires (§1.4 rules 1 and 3).
public struct HintRepeatsLabel: ElementRule {
    public let id = "hint.repeats-label"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintRepeatsLabelSummary
    public let definition = StringKey.auditHintRepeatsLabelDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank, .usableName] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank, !element.hasNoUsableName, LabelEqualsHint.match(element) == nil,
            let match = PairChecks.repeatsLabel(label: element.label.normalized, hint: element.hint.normalized)
        else { return }
        element.report(self, match: match, into: &output)
    }
}
