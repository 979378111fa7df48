import Localization

/// `label.not-capitalized` (info): the trimmed label begins with a lowercase letter and its first
/// word has no capital (`iPhone` passes). Scripts without case never match. Exempt:
/// text-displaying elements, whose label is content.
public struct LabelNotCapitalized: ElementRule {
    public let id = "label.not-capitalized"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditLabelNotCapitalizedSummary
    public let definition = StringKey.auditLabelNotCapitalizedDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .notTextDisplaying] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.isTextDisplaying,
            let match = element.memo(
                .labelNotCapitalized, element.label,
                compute: {
                    PunctuationChecks.labelNotCapitalized(element.label.trimmed)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
