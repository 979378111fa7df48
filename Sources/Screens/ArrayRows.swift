import Accessibility

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
