import Accessibility
import Domain

/// Rows read from the store a page at a time, with a small cache of recent pages.
///
/// A page next to a cached one is read by keyset (after its last row, or before its first), the first and
/// last pages from either end, any other by offset. Moving one row at a time therefore costs one keyset
/// query every `pageSize` rows, whatever the length of the list.
public final class PagedRows<Model: Sendable>: RowSource {
    /// Reads up to `limit` models from an anchor, in display order.
    public typealias AnchoredFetch = (PageAnchor<Model>, Int) throws -> [Model]
    /// Reads up to `limit` models after skipping `offset`.
    public typealias OffsetFetch = (Int, Int) throws -> [Model]

    private struct Page {
        let models: [Model]
        var rows: [ScreenElement?]
    }

    /// How many rows the list has.
    public let count: Int
    /// The traits every row has, when the builder knows them.
    public let uniformTraits: AccessibilityTraits?
    /// Rows per page.
    public let pageSize: Int
    private let maximumPages: Int
    private let fetchAnchored: AnchoredFetch
    private let fetchOffset: OffsetFetch
    private let locate: (ElementID) throws -> Int?
    private let makeRow: (Model) -> ScreenElement
    private let makeCells: ((Model) throws -> [ScreenStrings.Both])?
    private var pages: [Int: Page] = [:]
    private var recent: [Int] = []
    /// How many pages were read from the store (tests and benchmarks).
    public private(set) var pagesRead = 0

    /// - Parameters:
    ///   - count: the number of rows.
    ///   - pageSize: rows per read.
    ///   - maximumPages: pages kept in memory.
    ///   - anchored: reads a page by keyset or from an end.
    ///   - offset: reads a page by offset (a jump into the middle).
    ///   - locate: the index of the row with an identifier, or nil.
    ///   - traits: the traits every row has, when they are the same for all.
    ///   - row: the screen element of a model.
    ///   - cells: a model's table cells, for a list that is a table (read only when table mode asks).
    public init(
        count: Int, traits: AccessibilityTraits? = nil, pageSize: Int = 64, maximumPages: Int = 8,
        anchored: @escaping AnchoredFetch,
        offset: @escaping OffsetFetch, locate: @escaping (ElementID) throws -> Int?,
        row: @escaping (Model) -> ScreenElement,
        cells: ((Model) throws -> [ScreenStrings.Both])? = nil
    ) {
        self.count = count
        self.uniformTraits = traits
        self.pageSize = max(1, pageSize)
        self.maximumPages = max(2, maximumPages)
        self.fetchAnchored = anchored
        self.fetchOffset = offset
        self.locate = locate
        self.makeRow = row
        self.makeCells = cells
    }

    /// The row at `index`, from a cached page or a page read now.
    public func row(at index: Int) throws -> ScreenElement {
        var (number, slot, page) = try place(of: index)
        if let row = page.rows[slot] { return row }
        let row = makeRow(page.models[slot])
        page.rows[slot] = row
        pages[number] = page
        return row
    }

    /// The number of the page that holds the row at `index`, the row's slot in it, and the page, read.
    private func place(of index: Int) throws -> (number: Int, slot: Int, page: Page) {
        guard index >= 0, index < count else { throw ScreenError.stale }
        let number = index / pageSize
        let page = try page(number)
        let slot = index - number * pageSize
        guard slot < page.models.count else { throw ScreenError.stale }
        return (number, slot, page)
    }

    /// The table cells of the row at `index`, from its page's model; none without a cells function.
    public func cells(at index: Int) throws -> [ScreenStrings.Both] {
        guard let makeCells else { return [] }
        let (_, slot, page) = try place(of: index)
        return try makeCells(page.models[slot])
    }

    /// The index of the row with this identifier, found in the store.
    public func index(of identifier: ElementID) throws -> Int? {
        guard let index = try locate(identifier), index >= 0, index < count else { return nil }
        return index
    }

    /// The models of page `number`, from the cache or the store.
    private func page(_ number: Int) throws -> Page {
        if let cached = pages[number] {
            touch(number)
            return cached
        }
        let lastPage = (count - 1) / pageSize
        let expected = min(pageSize, count - number * pageSize)
        let models: [Model]
        if number == 0 {
            models = try fetchAnchored(.start, expected)
        } else if let previous = pages[number - 1]?.models.last, pages[number - 1]?.models.count == pageSize {
            models = try fetchAnchored(.after(previous), expected)
        } else if let following = pages[number + 1]?.models.first {
            models = try fetchAnchored(.before(following), expected)
        } else if number == lastPage {
            models = try fetchAnchored(.end, expected)
        } else {
            models = try fetchOffset(number * pageSize, expected)
        }
        pagesRead += 1
        let page = Page(models: models, rows: Array(repeating: nil, count: models.count))
        pages[number] = page
        touch(number)
        while recent.count > maximumPages {
            pages[recent.removeFirst()] = nil
        }
        return page
    }

    private func touch(_ number: Int) {
        if let position = recent.firstIndex(of: number) { recent.remove(at: position) }
        recent.append(number)
    }
}
