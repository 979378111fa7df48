/// What one key did to a prompt's line, found by comparing the line and cursor before and after it
/// (``between(_:_:)``). LineEditing's prompts report it; the browser speaks it (typing echo).
public enum LineEditEvent: Hashable, Sendable {
    /// Text typed at the cursor; `line` and `cursor` (in characters) as they are after it.
    case inserted(String, line: String, cursor: Int)
    /// Text removed (Backspace, Delete, Ctrl-W …).
    case deleted(String)
    /// The cursor moved by one: the character it is on now, nil at the end of the line.
    case moved(to: Character?)
    /// The cursor jumped further (Home, End, word moves): the line, and the cursor where it is now (in characters).
    case jumped(line: String, cursor: Int)
    /// The line changed otherwise (history, completion, a kill and yank): the whole new line.
    case replaced(line: String)

    /// A prompt's line and cursor, the cursor counted in characters.
    public struct State: Hashable, Sendable {
        public var line: String
        public var cursor: Int

        /// A state of `line` with the cursor before character `cursor`.
        public init(line: String, cursor: Int) {
            self.line = line
            self.cursor = cursor
        }
    }

    /// The event that turned `old` into `new`; nil when nothing changed.
    public static func between(_ old: State, _ new: State) -> LineEditEvent? {
        if old == new { return nil }
        let before = Array(old.line)
        let after = Array(new.line)
        if before == after {
            let distance = abs(new.cursor - old.cursor)
            if distance == 1 { return .moved(to: new.cursor < after.count ? after[new.cursor] : nil) }
            return .jumped(line: new.line, cursor: new.cursor)
        }
        // The common start and end; what lies between is what was typed or removed.
        var head = 0
        while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
        var tail = 0
        while tail < before.count - head, tail < after.count - head,
            before[before.count - 1 - tail] == after[after.count - 1 - tail]
        {
            tail += 1
        }
        let removed = String(before[head..<(before.count - tail)])
        let added = String(after[head..<(after.count - tail)])
        if removed.isEmpty, !added.isEmpty { return .inserted(added, line: new.line, cursor: new.cursor) }
        if added.isEmpty, !removed.isEmpty { return .deleted(removed) }
        return .replaced(line: new.line)
    }

    /// The word a word move reached in `line`: the one ending at `cursor` (a forward move stops after a word),
    /// else the one starting there (a backward move stops before one); nil at the line's start or end, or away
    /// from any word.
    public static func word(in line: String, at cursor: Int) -> String? {
        let characters = Array(line)
        guard cursor > 0, cursor < characters.count else { return nil }
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var start = cursor
        var end = cursor
        if isWord(characters[cursor - 1]) {
            while start > 0, isWord(characters[start - 1]) { start -= 1 }
        } else {
            while end < characters.count, isWord(characters[end]) { end += 1 }
        }
        return start < end ? String(characters[start..<end]) : nil
    }
}
