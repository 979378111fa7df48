import Localization

/// `label.contains-state` (warning): the label contains a state word (§3.2); words marked † only
/// as the last word.
public struct LabelContainsState: ElementRule {
    public let id = "label.contains-state"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelContainsStateSummary
    public let definition = StringKey.auditLabelContainsStateDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .labelNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.label.isBlank else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard
            let match = element.memo(
                .containsState, element.label,
                compute: {
                    WordListChecks.containsState(element.label.normalized, lists: lists)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
