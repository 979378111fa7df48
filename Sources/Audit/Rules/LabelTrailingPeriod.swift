import Localization

/// `label.trailing-period` (warning): the trimmed label ends with `.`, `。` or `．`, not with
/// `..`, and holds none of `,`, `、`, `،`. Exempt: text-displaying elements.
public struct LabelTrailingPeriod: ElementRule {
    public let id = "label.trailing-period"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelTrailingPeriodSummary
    public let definition = StringKey.auditLabelTrailingPeriodDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .notTextDisplaying] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.isTextDisplaying,
            let match = element.memo(
                .trailingPeriod, element.label, compute: { PunctuationChecks.trailingPeriod(element.label.trimmed) })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
