/// A key as the terminal sends it, decoded from its byte sequence by readline. What a key does is the
/// browser's business, not this module's.
public enum Key: Hashable, Sendable {
    case right, left, up, down
    case home, end
    case tab, shiftTab
    case enter
    case escape
    case backspace
    /// Ctrl-D, or the end of input.
    case endOfInput
    /// A printable character, Space included.
    case character(Character)

    /// A name for logs and the command column of the speech history: `Right`, `n`.
    public var name: String {
        switch self {
        case .right: return "Right"
        case .left: return "Left"
        case .up: return "Up"
        case .down: return "Down"
        case .home: return "Home"
        case .end: return "End"
        case .tab: return "Tab"
        case .shiftTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Escape"
        case .backspace: return "Backspace"
        case .endOfInput: return "Ctrl-D"
        case .character(let character): return character == " " ? "Space" : String(character)
        }
    }
}
