/// A line of braille being edited: its cells and the cell the text cursor is on.
public struct BrailleLine: Sendable, Equatable {
    /// The translated text, one Unicode braille cell per character.
    public let cells: String
    /// The cell under which the cursor is shown (0-based); the line's length when the cursor is after its end.
    public let cursor: Int

    /// Dots 7 and 8, the cursor under a cell (as BRLTTY, NVDA and Orca show it).
    public static let cursorDots: UInt32 = 0xC0

    public init(cells: String, cursor: Int) {
        self.cells = cells
        self.cursor = max(0, cursor)
    }

    /// The cells with dots 7 and 8 added to the cursor's cell; after the line's end, a cell of dots 7 and 8 alone.
    public var marked: String {
        var scalars = Array(cells.unicodeScalars)
        while scalars.count <= cursor { scalars.append("\u{2800}") }
        let value = scalars[cursor].value
        let dots = (0x2800...0x28FF).contains(value) ? value - 0x2800 : 0
        scalars[cursor] = Unicode.Scalar(0x2800 + (dots | Self.cursorDots)) ?? "\u{28C0}"
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
