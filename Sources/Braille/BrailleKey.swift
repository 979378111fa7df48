/// A key pressed on a braille display, as Lector uses it.
public enum BrailleKey: Sendable, Equatable {
    /// Pan the window back (BrlAPI's `FWINLT`).
    case panLeft
    /// Pan the window on (BrlAPI's `FWINRT`).
    case panRight
    /// A routing key over a cell of the window (0-based column).
    case route(column: Int)
    /// Any other key: BrlAPI's key code, left to BRLTTY's meaning.
    case other(UInt64)
}
