import Accessibility

/// A screen of `browse.md` as a sequence of stops, read lazily: list rows come from the store a page at a
/// time, so a screen of any length opens in the time of its first page.
///
/// ``roots()`` materializes the whole tree (for `inspect --json`); its stops and their contexts are the same
/// as the lazy ones.
public final class Screen {
    /// Which screen this is.
    public let id: ScreenID
    /// The screen's title (its heading's text), for announcements.
    public let title: String
    /// The parts of the screen, in order.
    public let sections: [ScreenSection]
    /// The stop focused when the screen opens.
    public let initialFocus: Int
    /// The first stop index of each section.
    private let starts: [Int]
    /// The number of stops.
    public let stopCount: Int

    /// A screen of these sections; `initialFocus` is clamped to the stops.
    public init(id: ScreenID, title: String, sections: [ScreenSection], initialFocus: Int = 0) {
        self.id = id
        self.title = title
        self.sections = sections
        var starts: [Int] = []
        var total = 0
        for section in sections {
            starts.append(total)
            switch section {
            case .element: total += 1
            case .list(let list): total += list.rows.count
            }
        }
        self.starts = starts
        stopCount = total
        self.initialFocus = min(max(0, initialFocus), max(0, total - 1))
    }

    /// The stop at `index`, with its context.
    ///
    /// - Throws: ``ScreenError/stale`` for an index out of range or a row that is gone.
    public func stop(at index: Int) throws -> ScreenStop {
        guard index >= 0, index < stopCount else { throw ScreenError.stale }
        let sectionIndex = section(containing: index)
        let local = index - starts[sectionIndex]
        switch sections[sectionIndex] {
        case .element(let element):
            return ScreenStop(index: index, element: element, context: .none)
        case .list(let list):
            let count = list.rows.count
            let context: StopContext = local == 0 ? .listStart : local == count - 1 ? .listEnd : .none
            return ScreenStop(index: index, element: try list.rows.row(at: local), context: context)
        }
    }

    /// The index of the stop whose identifier is `identifier`, or nil.
    public func index(of identifier: ElementID) throws -> Int? {
        guard !identifier.isNone else { return nil }
        for (number, section) in sections.enumerated() {
            switch section {
            case .element(let element):
                if element.identifier == identifier { return starts[number] }
            case .list(let list):
                if let local = try list.rows.index(of: identifier) { return starts[number] + local }
            }
        }
        return nil
    }

    /// The list section holding stop `index`, with the index of its first stop; nil outside lists.
    public func list(containing index: Int) -> (list: ListSection, start: Int)? {
        guard index >= 0, index < stopCount else { return nil }
        let number = section(containing: index)
        guard case .list(let list) = sections[number] else { return nil }
        return (list, starts[number])
    }

    /// The whole tree: every section's element, lists with all their rows as children.
    public func roots() throws -> [AccessibilityElement] {
        var roots: [AccessibilityElement] = []
        for section in sections {
            switch section {
            case .element(let element):
                roots.append(element.element)
            case .list(let list):
                var container = list.container
                container.children.reserveCapacity(list.rows.count)
                for row in 0..<list.rows.count {
                    container.children.append(try list.rows.row(at: row).element)
                }
                roots.append(container)
            }
        }
        return roots
    }

    /// The section holding stop `index` (binary search over the starts; empty lists are skipped).
    private func section(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        // An empty section shares its start with the next one: step back to the last one that holds stops.
        while low > 0, stops(in: low) == 0 { low -= 1 }
        return low
    }

    private func stops(in section: Int) -> Int {
        switch sections[section] {
        case .element: return 1
        case .list(let list): return list.rows.count
        }
    }
}
