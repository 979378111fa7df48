import Localization

/// `label.missing` (error): an element whose label is empty. A value or hint is no name. Exempt:
/// staticText with a non-blank value, and headers (`heading.empty` instead). A decorative image
/// must be marked `isElement:false`, not left unlabelled. A storyboard object whose label code
/// may set (an outlet, empty text: ``AuditScreen/labelledInCode``) is a warning that says so.
public struct LabelMissing: ElementRule {
    public let id = "label.missing"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditLabelMissingSummary
    public let definition = StringKey.auditLabelMissingDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.labelMissing] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.labelIsMissing else { return }
        if let id = element.element.source?.objectID, element.screen.screen.labelledInCode.contains(id) {
            let message = element.message(.auditLabelMissingInCodeMessage)
            element.report(self, severity: .warning, message: message, into: &output)
            return
        }
        let message: StringKey =
            element.traits.contains(.image) ? .auditLabelMissingImageMessage : .auditLabelMissingMessage
        element.report(self, message: element.message(message), into: &output)
    }
}
