import Localization

/// `hint.repeats-trait` (info): the hint contains a trait word (§3.1) for one of the element's own
/// traits ("Slider that sets the scale." on an adjustable element).
public struct HintRepeatsTrait: ElementRule {
    public let id = "hint.repeats-trait"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintRepeatsTraitSummary
    public let definition = StringKey.auditHintRepeatsTraitDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank, .hasTraitRows] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank else { return }
        let mask = element.traitRowMask
        guard mask != 0 else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard
            let match = element.memo(
                .hintRepeatsTrait, element.hint, flags: mask,
                compute: {
                    WordListChecks.hintRepeatsTrait(element.hint.normalized, rows: element.traitRows, lists: lists)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
