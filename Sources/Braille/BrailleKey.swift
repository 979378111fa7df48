/// A key pressed on a braille display, as Lector uses it.
public enum BrailleKey: Sendable, Equatable {
    /// Pan the window back (BrlAPI's `FWINLT`).
    case panLeft
    /// Pan the window on (BrlAPI's `FWINRT`).
    case panRight
    /// The line above (BrlAPI's `LNUP`): Lector's previous element.
    case lineUp
    /// The line below (`LNDN`): the next element.
    case lineDown
    /// The top line (`TOP`, `TOP_LEFT`): the first element.
    case top
    /// The bottom line (`BOT`, `BOT_LEFT`): the last element.
    case bottom
    /// A routing key over a cell of the window (0-based column).
    case route(column: Int)
    /// Any other key: BrlAPI's key code, left to BRLTTY's meaning.
    case other(UInt64)
}
