/// A key as the terminal sends it, decoded from its byte sequence (LineEditing's `KeySequences`). What a key
/// does is the browser's business, not this module's.
public indirect enum Key: Hashable, Sendable {
    case right, left, up, down
    case home, end
    case pageUp, pageDown
    case insert, delete
    case tab, shiftTab
    case enter
    case escape
    case backspace
    /// Ctrl-D, or the end of input.
    case endOfInput
    /// A function key, `F1` = 1.
    case function(Int)
    /// A key held with Shift, Alt, Ctrl or Meta (`ESC [ 1 ; 5 C` is Ctrl-Right).
    case modified(Key, KeyModifiers)
    /// A byte sequence that means no key Lector knows (kept for the log, shown with its ESC as `^[`).
    case unknown([UInt8])
    /// A printable character, Space included.
    case character(Character)

    /// A name for logs and the command column of the speech history: `Right`, `n`, `Ctrl-Right`.
    public var name: String {
        switch self {
        case .right: return "Right"
        case .left: return "Left"
        case .up: return "Up"
        case .down: return "Down"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .shiftTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Escape"
        case .backspace: return "Backspace"
        case .endOfInput: return "Ctrl-D"
        case .function(let number): return "F\(number)"
        case .modified(let key, let modifiers): return modifiers.names.map { $0 + "-" }.joined() + key.name
        case .unknown(let bytes):
            return bytes.map { byte in
                switch byte {
                case 0x1B: return "^["
                case 0x20...0x7E: return String(Character(Unicode.Scalar(byte)))
                default: return "<\(byte)>"
                }
            }.joined()
        case .character(let character): return character == " " ? "Space" : String(character)
        }
    }
}
