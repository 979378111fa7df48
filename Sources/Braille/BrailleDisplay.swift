/// A braille display: a row of cells to write, and keys to read without waiting.
public protocol BrailleDisplay: AnyObject {
    /// How many cells one line of the display has.
    var width: Int { get }
    /// Shows `cells` (Unicode braille, U+2800–U+28FF; other characters show blank), padded or cut to the width.
    func show(cells: String) throws(BrailleError)
    /// The next key pressed, or nil when none is waiting (never blocks).
    func nextKey() throws(BrailleError) -> BrailleKey?
}
