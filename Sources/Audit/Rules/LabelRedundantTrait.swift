import Localization

/// `label.redundant-trait` (warning): the label contains a trait word (§3.1) for one of the
/// element's own traits; the tab row also for a child of a tab bar. Not reported when the label is
/// a placeholder word (§1.4 rule 2).
public struct LabelRedundantTrait: ElementRule {
    public let id = "label.redundant-trait"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelRedundantTraitSummary
    public let definition = StringKey.auditLabelRedundantTraitDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .labelNotBlank, .hasTraitRows] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.label.isBlank else { return }
        let mask = element.traitRowMask
        guard mask != 0 else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        let found = element.memo(.redundantTrait, element.label, flags: mask) {
            WordListChecks.redundantTrait(element.label.normalized, rows: element.traitRows, lists: lists)
        }
        guard let match = found, !LabelNotHumanReadable.isPlaceholder(element)
        else { return }
        element.report(self, match: match, into: &output)
    }
}
