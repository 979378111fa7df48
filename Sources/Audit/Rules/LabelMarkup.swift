import Localization

/// `label.markup` (warning): the label, value or hint holds an HTML tag (`<b>`, `</i>`, `<a href=…>`) or an
/// HTML character reference (`&amp;`, `&#39;`, `&nbsp;`), which the voice reads out as symbols. A lone `<` or
/// `&` between words (`a < b`, `Fish & Chips`) is text. A secure field's value is never looked at.
public struct LabelMarkup: ElementRule {
    public let id = "label.markup"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelMarkupSummary
    public let definition = StringKey.auditLabelMarkupDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.mayHaveMarkup] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        let isSecure = element.traits.contains(.secureTextField)
        // No `<` or `&` in any of the three: nothing to scan (nearly every element).
        guard element.label.mayHaveMarkup || element.hint.mayHaveMarkup || (!isSecure && element.value.mayHaveMarkup)
        else {
            return
        }
        let value = isSecure ? "" : element.value.raw
        guard let match = MarkupCheck.evaluate([element.label.raw, value, element.hint.raw]) else { return }
        element.report(self, match: match, into: &output)
    }
}
