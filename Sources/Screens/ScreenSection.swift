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
    /// The column headers when the list is also a table (the inventory: name, value, category, date, serial), for
    /// table mode; each row's cells come from ``RowSource/cells(at:)``. Empty for a list that is not a table.
    public var columns: [ScreenStrings.Both]

    /// A list with this identifier over `rows`, a table with these `columns` when there are any.
    public init(identifier: ElementID, rows: any RowSource, columns: [ScreenStrings.Both] = []) {
        container = AccessibilityElement(identifier: identifier.text, container: .list)
        self.rows = rows
        self.columns = columns
    }
}
