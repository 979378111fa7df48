import Accessibility
import Localization

/// One element as `inspect` prints it: readable fields in the element-tree JSON's words, never Swift syntax
/// (`Save; traits: button; identifier: items.add`). A secure field's value is its length in bullets; every
/// text is made safe for the terminal.
enum InspectLine {
    /// The line of `element` (its children are not described: the indentation shows them).
    static func line(_ element: AccessibilityElement) -> String {
        let shown = element.redacted
        var parts: [String] = []
        if let label = shown.label, !label.isEmpty { parts.append(label) }
        if let value = shown.value, !value.isEmpty { parts.append("value: " + value) }
        if let hint = shown.hint, !hint.isEmpty { parts.append("hint: " + hint) }
        let traits = AccessibilityTraits.canonicalOrder.filter { shown.traits.contains($0.trait) }.map(\.name)
        if !traits.isEmpty { parts.append("traits: " + traits.joined(separator: ", ")) }
        if let language = shown.language, !language.isEmpty { parts.append("language: " + language) }
        if let ipa = shown.ipa, !ipa.isEmpty { parts.append("ipa: " + ipa) }
        if let isElement = shown.isElement { parts.append("isElement: \(isElement)") }
        if shown.container != .none { parts.append("container: " + shown.container.rawValue) }
        if let identifier = shown.identifier, !identifier.isEmpty { parts.append("identifier: " + identifier) }
        if parts.isEmpty { parts.append("(empty)") }
        return TerminalText.visible(parts.joined(separator: "; "))
    }
}
