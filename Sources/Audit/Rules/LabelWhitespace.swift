import Localization

/// `label.whitespace` (error): the label is not empty but blank (zero-width characters count as
/// whitespace). Headers get `heading.empty` instead.
public struct LabelWhitespace: ElementRule {
    public let id = "label.whitespace"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditLabelWhitespaceSummary
    public let definition = StringKey.auditLabelWhitespaceDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.labelWhitespace] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.labelIsWhitespace else { return }
        element.report(self, message: element.message(.auditLabelWhitespaceMessage), into: &output)
    }
}
