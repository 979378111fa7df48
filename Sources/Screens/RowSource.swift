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
    func index(of identifier: String) throws -> Int?
    /// The traits every row has, when they all have the same (a rotor then skips the list at once).
    var uniformTraits: AccessibilityTraits? { get }
}

/// Rows held in memory (tags, history, search results, settings).
public final class ArrayRows: RowSource {
    /// The rows, in order.
    public let rows: [ScreenElement]

    public let uniformTraits: AccessibilityTraits?

    public init(_ rows: [ScreenElement]) {
        self.rows = rows
        let first = rows.first?.element.traits
        uniformTraits = rows.allSatisfy { $0.element.traits == first } ? first : nil
    }

    public var count: Int { rows.count }

    public func row(at index: Int) throws -> ScreenElement {
        guard rows.indices.contains(index) else { throw ScreenError.stale }
        return rows[index]
    }

    public func index(of identifier: String) -> Int? {
        rows.firstIndex { $0.identifier == identifier }
    }
}
