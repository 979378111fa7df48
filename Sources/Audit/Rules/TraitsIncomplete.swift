import Accessibility
import Localization

/// `traits.incomplete` (warning): a trait without the trait it depends on: switchButton without
/// button; secureTextField without textEntry; isEditing without textEntry or searchField.
/// Narration says "Switch Button" and "Secure Text Field" only with the companion trait.
public struct TraitsIncomplete: ElementRule {
    public let id = "traits.incomplete"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditTraitsIncompleteSummary
    public let definition = StringKey.auditTraitsIncompleteDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.needsCompanionTrait] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        let traits = element.traits
        var parts: [String] = []
        if traits.contains(.switchButton), !traits.contains(.button) {
            parts.append(element.messages.format(.auditTraitsIncompletePart, [.text("switchButton"), .text("button")]))
        }
        if traits.contains(.secureTextField), !traits.contains(.textEntry) {
            parts.append(
                element.messages.format(.auditTraitsIncompletePart, [.text("secureTextField"), .text("textEntry")]))
        }
        if traits.contains(.isEditing), traits.isDisjoint(with: [.textEntry, .searchField]) {
            parts.append(
                element.messages.format(
                    .auditTraitsIncompleteEitherPart, [.text("isEditing"), .text("textEntry"), .text("searchField")]))
        }
        guard !parts.isEmpty else { return }
        let message = element.message(.auditTraitsIncompleteMessage, text: parts.joined(separator: "; "))
        element.report(self, message: message, into: &output)
    }
}
