import Accessibility

/// One part of a screen: a single element, or a list whose rows are read on demand.
public enum ScreenSection {
    /// A focusable element outside any container.
    case element(ScreenElement)
    /// A list container; its rows are stops with the list's context words ("List Start.", "List End.").
    case list(ListSection)
}

/// A list on a screen: the container node and its rows.
public struct ListSection {
    /// The container node (`container: list`), without children.
    public var container: AccessibilityElement
    /// The rows.
    public var rows: any RowSource

    /// A list with this identifier over `rows`.
    public init(identifier: ElementID, rows: any RowSource) {
        container = AccessibilityElement(identifier: identifier.text, container: .list)
        self.rows = rows
    }
}
