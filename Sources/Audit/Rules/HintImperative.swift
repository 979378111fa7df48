import Localization

/// `hint.imperative` (info): the hint starts with an imperative or base form (§4.1). Checked for
/// en and de; other languages are listed as skipped. Not reported when a `hint.gesture` match
/// starts at the hint's first word (§1.4 rule 4).
public struct HintImperative: ElementRule {
    public let id = "hint.imperative"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintImperativeSummary
    public let definition = StringKey.auditHintImperativeDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard lists.imperatives != nil else { return element.skipAsNotChecked(self, into: &output) }
        guard
            let match = element.memo(
                .imperative, element.hint,
                compute: {
                    if let gesture = WordListChecks.gesture(element.hint.normalized, lists: lists), gesture.atFirstWord
                    {
                        return nil
                    }
                    return HintWordChecks.imperative(element.hint.trimmed, lists: lists)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
