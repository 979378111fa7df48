import Localization

/// `traits.adjustable-without-value` (error): an adjustable element whose value is blank.
public struct TraitsAdjustableWithoutValue: ElementRule {
    public let id = "traits.adjustable-without-value"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditTraitsAdjustableWithoutValueSummary
    public let definition = StringKey.auditTraitsAdjustableWithoutValueDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.adjustable] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.traits.contains(.adjustable), element.value.isBlank else { return }
        element.report(self, message: element.message(.auditTraitsAdjustableWithoutValueMessage), into: &output)
    }
}
