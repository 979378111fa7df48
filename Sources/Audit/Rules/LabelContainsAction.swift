import Localization

/// `label.contains-action` (warning): the label contains an action or gesture word (§3.3). Not on a static
/// paragraph (``ElementContext/isStaticParagraph``): "Tap + to add an item" under a list is an instruction, and
/// VoiceOver reads it as one; the rule is about controls whose label says how to operate them.
public struct LabelContainsAction: ElementRule {
    public let id = "label.contains-action"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelContainsActionSummary
    public let definition = StringKey.auditLabelContainsActionDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .labelNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.label.isBlank, !element.isStaticParagraph else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard
            let match = element.memo(
                .containsAction, element.label,
                compute: {
                    WordListChecks.containsAction(element.label.normalized, lists: lists)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
