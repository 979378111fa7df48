import Accessibility
import Localization

/// `traits.conflict` (error): (a) two or more of button, link, searchField, keyboardKey; (b)
/// button with adjustable; (c) textEntry or secureTextField with button, link or adjustable. The
/// message names the traits involved (trait names are never translated).
public struct TraitsConflict: ElementRule {
    public let id = "traits.conflict"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditTraitsConflictSummary
    public let definition = StringKey.auditTraitsConflictDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.conflictingTraits] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        let involved = Self.conflicting(element.traits)
        guard !involved.isEmpty else { return }
        let message = element.message(.auditTraitsConflictMessage, text: involved.names.joined(separator: ", "))
        element.report(self, message: message, into: &output)
    }

    /// The traits taking part in any conflict; empty when there is none.
    public static func conflicting(_ traits: AccessibilityTraits) -> AccessibilityTraits {
        var involved: AccessibilityTraits = []
        let kinds = traits.intersection([.button, .link, .searchField, .keyboardKey])
        // Each of the four is one named trait, one bit: two or more bits are two or more names.
        if kinds.rawValue.nonzeroBitCount >= 2 { involved.formUnion(kinds) }
        if traits.isSuperset(of: [.button, .adjustable]) { involved.formUnion([.button, .adjustable]) }
        let entry = traits.intersection([.textEntry, .secureTextField])
        let controls = traits.intersection([.button, .link, .adjustable])
        if !entry.isEmpty, !controls.isEmpty { involved.formUnion(entry.union(controls)) }
        return involved
    }
}
