// A one-line, non-recursive description, so that printing a deep tree (in a log, a test failure or
// the debugger) neither floods the output nor recurses through every level.

extension AccessibilityElement: CustomStringConvertible, CustomDebugStringConvertible {
    /// The element's own fields and the number of its children:
    /// `AccessibilityElement(label: "Save", traits: [button], children: 2)`.
    public var description: String {
        var parts: [String] = []
        for (key, string) in [
            ("label", label), ("value", value), ("hint", hint), ("identifier", identifier),
            ("language", language), ("ipa", ipa),
        ] {
            if let string { parts.append("\(key): \(string.debugDescription)") }
        }
        if !traits.isEmpty { parts.append("traits: \(traits)") }
        if let isElement { parts.append("isElement: \(isElement)") }
        if container != .none { parts.append("container: \(container.rawValue)") }
        if let control { parts.append("control: \(control.rawValue)") }
        if !children.isEmpty { parts.append("children: \(children.count)") }
        return "AccessibilityElement(" + parts.joined(separator: ", ") + ")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
