import Localization

/// `hint.gesture` (warning): the hint contains an action or gesture word (§3.3). Lector is driven
/// by keys. Only the authored hint is checked, not the keyboard help narration adds.
public struct HintGesture: ElementRule {
    public let id = "hint.gesture"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditHintGestureSummary
    public let definition = StringKey.auditHintGestureDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard
            let match = element.memo(
                .gesture, element.hint,
                compute: {
                    WordListChecks.gesture(element.hint.normalized, lists: lists)?.match
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
