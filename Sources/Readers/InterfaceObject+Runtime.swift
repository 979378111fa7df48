import Accessibility

/// What an object's user-defined runtime attributes set of its accessibility, as UIKit applies
/// them with `setValue(_:forKeyPath:)` when the object is loaded.
public struct RuntimeAccessibility: Sendable, Hashable {
    /// `accessibilityLabel`, or an `@IBInspectable` named for it (`localizedAccessibilityLabel`).
    public var label: String?
    /// `accessibilityHint`, or an inspectable named for it.
    public var hint: String?
    /// `accessibilityValue`, or an inspectable named for it.
    public var value: String?
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// `accessibilityTraits`, a `UIAccessibilityTraits` bit mask.
    public var traits: AccessibilityTraits?
    /// `isAccessibilityElement`.
    public var isElement: Bool?
}

extension InterfaceObject {
    /// The accessibility the runtime attributes set. A key path counts by its last component's
    /// name: one that names the property (`accessibilityLabel`, `localizedAccessibilityLabel`,
    /// `accessibilityLabelKey`) sets it; a name with `identifier` in it is never a label.
    public var runtime: RuntimeAccessibility {
        var result = RuntimeAccessibility()
        for (keyPath, value) in runtimeAttributes.sorted(by: { $0.key < $1.key }) {
            let name = (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
            guard name.contains("accessibility") || name.contains("a11y") else { continue }
            if name.contains("identifier") {
                if name == "accessibilityidentifier" { result.identifier = value }
            } else if name.contains("label") {
                result.label = value
            } else if name.contains("hint") {
                result.hint = value
            } else if name.contains("value") {
                result.value = value
            } else if name.contains("traits") {
                result.traits = UInt64(value).map(Self.traits)
            } else if name.contains("element") {
                result.isElement = ["yes", "true", "1"].contains(value.lowercased())
            }
        }
        return result
    }

    /// Lector's traits for a `UIAccessibilityTraits` mask: bits 0 to 14 (button to
    /// causesPageTurn) are the same; UIKit's header is bit 16.
    private static func traits(_ mask: UInt64) -> AccessibilityTraits {
        var traits = AccessibilityTraits(rawValue: .init(truncatingIfNeeded: mask & 0x7FFF))
        if mask & (1 << 16) != 0 { traits.insert(.header) }
        return traits
    }
}
