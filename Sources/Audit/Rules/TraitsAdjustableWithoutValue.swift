import Localization

/// `traits.adjustable-without-value` (error): an adjustable element whose value is blank. A
/// storyboard object whose accessibility code may set (an outlet: ``AuditScreen/labelledInCode``)
/// is a warning that says so.
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
        if let id = element.element.source?.objectID, element.screen.screen.labelledInCode.contains(id) {
            let message = element.message(.auditTraitsAdjustableWithoutValueInCodeMessage)
            element.report(self, severity: .warning, message: message, into: &output)
            return
        }
        element.report(self, message: element.message(.auditTraitsAdjustableWithoutValueMessage), into: &output)
    }
}
