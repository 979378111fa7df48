import Localization

/// `label.equals-hint` (warning): label and hint are both non-blank and equal once normalized and
/// stripped of one trailing `.`, `。` or `．` each.
public struct LabelEqualsHint: ElementRule {
    public let id = "label.equals-hint"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelEqualsHintSummary
    public let definition = StringKey.auditLabelEqualsHintDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .labelNotBlank, .hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, let match = Self.match(element) else { return }
        element.report(self, match: match, into: &output)
    }

    /// The match, also read by `hint.repeats-label` (§1.4 rule 3).
    static func match(_ element: ElementContext) -> CheckMatch? {
        guard !element.label.isBlank, !element.hint.isBlank else { return nil }
        return PairChecks.equalsHint(label: element.label.normalized, hint: element.hint.normalized)
    }
}
