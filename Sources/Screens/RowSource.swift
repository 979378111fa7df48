import Accessibility

/// The rows of a list section, read on demand: a screen of a million photos holds only their count and a
/// few pages.
public protocol RowSource: AnyObject {
    /// How many rows the list has.
    var count: Int { get }
    /// The row at `index` (0-based).
    ///
    /// - Throws: ``ScreenError/stale`` when the store no longer has that row (it changed under the screen),
    ///   or the store's error.
    func row(at index: Int) throws -> ScreenElement
    /// The index of the row whose identifier is `identifier`, or nil when no row has it.
    func index(of identifier: ElementID) throws -> Int?
    /// The traits every row has, when they all have the same (a rotor then skips the list at once).
    var uniformTraits: AccessibilityTraits? { get }
    /// The cells of the row at `index`, one a column of its list's table (``ListSection/columns``).
    func cells(at index: Int) throws -> [ScreenStrings.Both]
}

extension RowSource {
    /// The cells of the row at `index`, one a column of its list's table (``ListSection/columns``), read when table
    /// mode asks: none for a list that is not a table.
    public func cells(at index: Int) throws -> [ScreenStrings.Both] { [] }
}
