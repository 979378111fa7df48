/// The part of a braille line a display shows: `width` cells from `offset`, panned a whole window at a time.
public struct BrailleWindow: Sendable, Equatable {
    /// The whole line, one braille cell per element.
    public private(set) var cells: [Character]
    /// The display's width in cells (at least 1).
    public let width: Int
    /// The first cell shown.
    public private(set) var offset = 0

    /// A window over `line` for a display `width` cells wide, at the line's start.
    public init(line: String, width: Int) {
        cells = Array(line)
        self.width = max(1, width)
    }

    /// The cells shown now.
    public var visible: String {
        String(cells.dropFirst(offset).prefix(width))
    }

    /// Pans back one window; false at the start.
    public mutating func panLeft() -> Bool {
        guard offset > 0 else { return false }
        offset = max(0, offset - width)
        return true
    }

    /// Pans on one window; false when the line's end is shown.
    public mutating func panRight() -> Bool {
        guard offset + width < cells.count else { return false }
        offset += width
        return true
    }

    /// Pans to the window that shows the line's end (a line reached by panning back from the next one); false when
    /// it is shown already.
    public mutating func panToEnd() -> Bool {
        let last = cells.isEmpty ? 0 : (cells.count - 1) / width * width
        guard offset != last else { return false }
        offset = last
        return true
    }

    /// Pans, a whole window at a time, to the window that shows cell `index` (the cursor of a prompt's line).
    public mutating func reveal(cell index: Int) {
        offset = max(0, min(index, max(0, cells.count - 1))) / width * width
    }

    /// The cell of the line under routing key `column` of the window; nil past the line's end.
    public func cell(atColumn column: Int) -> Int? {
        let index = offset + column
        return column >= 0 && index < cells.count ? index : nil
    }
}
