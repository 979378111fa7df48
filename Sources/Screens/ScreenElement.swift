import Accessibility

/// One element of a screen: what it shows, what it says where speech differs, and what it does.
public struct ScreenElement: Sendable {
    /// The element as displayed (`inspect`): display text for money and dates.
    public var element: AccessibilityElement
    /// The label's speech form, when it differs from the display text.
    public var spokenLabel: String?
    /// The value's speech form (money, dates), when it differs from the display text.
    public var spokenValue: String?
    /// What activating or adjusting it does.
    public var action: ElementAction

    /// An element, its speech forms and its action.
    public init(
        _ element: AccessibilityElement, spokenLabel: String? = nil, spokenValue: String? = nil,
        action: ElementAction = .none
    ) {
        self.element = element
        self.spokenLabel = spokenLabel
        self.spokenValue = spokenValue
        self.action = action
    }

    /// The element narration composes: the display element with the speech forms put in.
    public var speechElement: AccessibilityElement {
        var spoken = element
        if let spokenLabel { spoken.label = spokenLabel }
        if let spokenValue { spoken.value = spokenValue }
        return spoken
    }

    /// The stable identity the focus follows across rebuilds (the element's identifier).
    public var identifier: ElementID { ElementID(element.identifier ?? "") }
}
