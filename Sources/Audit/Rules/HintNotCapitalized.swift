import Localization

/// `hint.not-capitalized` (info): the test of `label.not-capitalized` on the hint, with no
/// exemption for text-displaying elements.
public struct HintNotCapitalized: ElementRule {
    public let id = "hint.not-capitalized"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintNotCapitalizedSummary
    public let definition = StringKey.auditHintNotCapitalizedDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank,
            let match = element.memo(
                .hintNotCapitalized, element.hint,
                compute: { PunctuationChecks.hintNotCapitalized(element.hint.trimmed) })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
