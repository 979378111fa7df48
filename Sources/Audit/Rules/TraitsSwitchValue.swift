import Localization

/// `traits.switch-value` (error): a switchButton element whose trimmed value is not exactly `0`,
/// `1` or `2` (off, on, mixed), a missing value included.
public struct TraitsSwitchValue: ElementRule {
    public let id = "traits.switch-value"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditTraitsSwitchValueSummary
    public let definition = StringKey.auditTraitsSwitchValueDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.switchButton] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.traits.contains(.switchButton) else { return }
        let value = element.value.trimmed
        guard value != "0", value != "1", value != "2" else { return }
        let message =
            value.isEmpty
            ? element.message(.auditTraitsSwitchValueMissingMessage)
            : element.message(.auditTraitsSwitchValueMessage, text: value)
        element.report(self, message: message, into: &output)
    }
}
