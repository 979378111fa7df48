import Accessibility

/// Rows held in memory (tags, history, search results, settings).
public final class ArrayRows: RowSource {
    /// The rows, in order.
    public let rows: [ScreenElement]

    /// The traits of every row, when they are all the same.
    public let uniformTraits: AccessibilityTraits?

    /// Rows in this order.
    public init(_ rows: [ScreenElement]) {
        self.rows = rows
        let first = rows.first?.element.traits
        uniformTraits = rows.allSatisfy { $0.element.traits == first } ? first : nil
    }

    /// How many rows there are.
    public var count: Int { rows.count }

    /// The row at `index`; ``ScreenError/stale`` outside the rows.
    public func row(at index: Int) throws -> ScreenElement {
        guard rows.indices.contains(index) else { throw ScreenError.stale }
        return rows[index]
    }

    /// The index of the row with this identifier.
    public func index(of identifier: ElementID) -> Int? {
        rows.firstIndex { $0.identifier == identifier }
    }
}
