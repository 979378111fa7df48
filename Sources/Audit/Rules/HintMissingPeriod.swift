import Localization

/// `hint.missing-period` (info): once trimmed and stripped of closing quotes and brackets, the
/// hint does not end with `.`, `。` or `．`.
public struct HintMissingPeriod: ElementRule {
    public let id = "hint.missing-period"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintMissingPeriodSummary
    public let definition = StringKey.auditHintMissingPeriodDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank,
            let match = element.memo(
                .missingPeriod, element.hint, compute: { PunctuationChecks.missingPeriod(element.hint.trimmed) })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
