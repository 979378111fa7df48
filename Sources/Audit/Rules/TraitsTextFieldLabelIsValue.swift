import Localization

/// `traits.text-field-label-is-value` (error): a textEntry, secureTextField or searchField element
/// with a non-blank value whose normalized label equals its normalized value: the content has been
/// put in the name.
public struct TraitsTextFieldLabelIsValue: ElementRule {
    public let id = "traits.text-field-label-is-value"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditTraitsTextFieldLabelIsValueSummary
    public let definition = StringKey.auditTraitsTextFieldLabelIsValueDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.textField, .valueNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.traits.isDisjoint(with: [.textEntry, .secureTextField, .searchField]), !element.value.isBlank,
            element.label.key == element.value.key
        else { return }
        let message = element.message(.auditTraitsTextFieldLabelIsValueMessage, text: element.value.trimmed)
        element.report(self, message: message, into: &output)
    }
}
