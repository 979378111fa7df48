import Screens
import Utterances

/// One thing the user asks the browser to do: a key in interactive mode, a line in script mode.
public enum BrowseCommand: Hashable, Sendable {
    case next, previous, first, last
    /// PageDown or PageUp: ten stops on, or back (stopping at the first or last).
    case page(forward: Bool)
    /// Open, toggle or edit the focused element.
    case activate
    /// Back to the previous screen (or cancel an edit).
    case back
    /// Read from the focus to the end of the screen.
    case readAll
    /// Say the last utterance again.
    case repeatLast
    /// Say the focused element's value; on a secure text field, how many characters it holds (`v`).
    case readValue
    /// Where am I (`w`, `where`): the screen, the focused element with its state and value, and its place in a list,
    /// at any verbosity.
    case whereAmI
    /// Spell the focused element's value (else its label) letter by letter (`spell`), or with the language's
    /// spelling alphabet (`spell phonetic`); the `S` key chooses by presses (twice quickly: the alphabet).
    case spell(SpellMode)
    /// Carries out the destructive action a voice command asked to confirm (the phrase "confirm", issue 42).
    case confirm
    /// Table mode and its moves (`T`, `R`, and the arrows while it is on; `table`, `next column`, `next row`).
    case table(TableCommand)
    /// Copy to the clipboard the focused element's text (`c`, `copy`) or the last utterance (`C`, `copy last`).
    case copy(lastUtterance: Bool)
    /// The review cursor: read the focused element's text by character or word, moving through it without moving
    /// the focus (`k`/`K`, `o`/`O`; `review character next`); `nil` unit: the whole text (`t`, `review text`).
    case review(ReviewUnit?, ReviewMove)
    /// Open the speech history.
    case history
    /// Choose the rotor's unit (`rotor headings`, `r` then a letter).
    case rotor(RotorUnit)
    /// Move to the next or previous element of a unit (`next heading`, `h`, Shift-`h`).
    case move(RotorUnit, forward: Bool)
    /// Jump to the next element whose description contains the text.
    case find(String)
    /// Up or Down: adjust an adjustable element, else move by the rotor unit.
    case adjust(up: Bool)
    /// Text typed into the edit prompt, then Enter.
    case type(String)
    /// Change a setting (`set rate 220`).
    case set(SettingName, String)
    /// Open a screen by name.
    case screen(ScreenAddress)
    /// Wait, letting speech play and changes arrive.
    case wait(seconds: Double)
    /// Wait until the library changes, or the time is up.
    case waitChange(seconds: Double)
    /// Say the commands.
    case help
    /// Voice commands on (true), off (false) or the other way (nil): `listen on`, the `l` key.
    case listen(Bool?)
    /// Stop speech.
    case stop
    /// Leave.
    case quit
}

/// How `spell` says letters.
public enum SpellMode: Sendable, Hashable {
    /// Letter by letter.
    case plain
    /// By the language's spelling alphabet ("Whiskey Tango Uniform").
    case phonetic
    /// As the `S` key: plain, and phonetic when pressed again on the same element within half a second.
    case byPresses
}

/// What table mode does (issue 41): in a list that is a table (the inventory, the photos), rows and columns.
public enum TableCommand: Sendable, Hashable {
    /// Table mode on, off, or (nil) the other way (`T`, `table`, `table on|off`).
    case mode(Bool?)
    /// The whole row, each cell after its column's header (`R`, `table row`).
    case wholeRow
    /// The next or previous column in the row: its header, then the cell (Right, Left; `next column`).
    case column(forward: Bool)
    /// The next or previous row: the cell in the same column (Down, Up; `next row`).
    case row(forward: Bool)
}
