import Localization

/// `heading.empty` (error): a header element whose label has no text (no letter, no number). On
/// headers it replaces `label.missing`, `label.whitespace` and `label.symbol-only`.
public struct HeadingEmpty: ElementRule {
    public let id = "heading.empty"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditHeadingEmptySummary
    public let definition = StringKey.auditHeadingEmptyDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.headingEmpty] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.headingIsEmpty else { return }
        element.report(self, message: element.message(.auditHeadingEmptyMessage), into: &output)
    }
}
