import Keys
import Localization

/// What a key does in browse (`browse.md`), and what keyboard help mode says about it.
public struct KeyMap: Sendable {
    /// What the loop does with a key.
    public enum Action: Hashable, Sendable {
        /// Run a command.
        case command(BrowseCommand)
        /// Ask for a text to find (`/`).
        case find
        /// Open the `:` command line.
        case commandLine
        /// Keyboard help mode on or off (`?`).
        case toggleHelp
        /// `r`: the next letter chooses the rotor unit.
        case rotorPrefix
        /// A key without a command.
        case unbound
    }

    /// Whether the last key was `r`.
    public private(set) var awaitingRotorLetter = false

    /// A key map waiting for no rotor letter.
    public init() {}

    /// The action of `key`; after `r`, the key is read as a rotor letter.
    public mutating func action(for key: Key) -> Action {
        if awaitingRotorLetter {
            awaitingRotorLetter = false
            if case .character(let letter) = key, let unit = RotorUnit(letter: letter) { return .command(.rotor(unit)) }
            return .unbound
        }
        let action = Self.plainAction(for: key)
        if action == .rotorPrefix { awaitingRotorLetter = true }
        return action
    }

    /// The action of a key on its own.
    public static func plainAction(for key: Key) -> Action {
        switch key {
        case .right, .tab: return .command(.next)
        case .left, .shiftTab: return .command(.previous)
        case .home: return .command(.first)
        case .end: return .command(.last)
        case .enter: return .command(.activate)
        case .escape, .backspace: return .command(.back)
        case .up: return .command(.adjust(up: true))
        case .down: return .command(.adjust(up: false))
        case .endOfInput: return .command(.quit)
        case .pageDown: return .command(.page(forward: true))
        case .pageUp: return .command(.page(forward: false))
        // Ctrl-C stops speech (it comes as SIGINT, or as a key where the terminal sends it so).
        case .modified(.character("c"), .control): return .command(.stop)
        case .insert, .delete, .function, .modified, .unknown: return .unbound
        case .character(let character):
            switch character {
            case "n": return .command(.next)
            case "p": return .command(.previous)
            case " ": return .command(.activate)
            case "h": return .command(.move(.headings, forward: true))
            case "H": return .command(.move(.headings, forward: false))
            case "b": return .command(.move(.buttons, forward: true))
            case "B": return .command(.move(.buttons, forward: false))
            case "i": return .command(.move(.images, forward: true))
            case "I": return .command(.move(.images, forward: false))
            case "a": return .command(.readAll)
            case ".": return .command(.repeatLast)
            case ",": return .command(.history)
            case "v": return .command(.readValue)
            case "w": return .command(.whereAmI)
            case "S": return .command(.spell(.byPresses))
            case "T": return .command(.table(.mode(nil)))
            case "R": return .command(.table(.wholeRow))
            case "c": return .command(.copy(lastUtterance: false))
            case "C": return .command(.copy(lastUtterance: true))
            case "k": return .command(.review(.character, .next))
            case "K": return .command(.review(.character, .previous))
            case "o": return .command(.review(.word, .next))
            case "O": return .command(.review(.word, .previous))
            case "t": return .command(.review(nil, .current))
            case "s": return .command(.stop)
            case "l": return .command(.listen(nil))
            case "r": return .rotorPrefix
            case "/": return .find
            case ":": return .commandLine
            case "?": return .toggleHelp
            default: return .unbound
            }
        }
    }

    /// What keyboard help mode says for a key.
    public static func help(for key: Key) -> StringKey {
        switch plainAction(for: key) {
        case .find: return .keysFind
        case .commandLine: return .keysCommandLine
        case .toggleHelp: return .keysHelp
        case .rotorPrefix: return .keysRotor
        case .unbound: return .keysUnbound
        case .command(let command):
            switch command {
            case .next: return .keysNext
            case .previous: return .keysPrevious
            case .first: return .keysFirst
            case .last: return .keysLast
            case .page: return .keysPage
            case .activate: return .keysActivate
            case .back: return .keysBack
            case .adjust(let up): return up ? .keysUp : .keysDown
            case .move(.headings, _): return .keysNextHeading
            case .move(.buttons, _): return .keysNextButton
            case .move(.images, _): return .keysNextImage
            case .readAll: return .keysReadAll
            case .repeatLast: return .keysRepeat
            case .history: return .keysHistory
            case .readValue: return .keysValue
            case .whereAmI: return .keysWhereAmI
            case .spell: return .keysSpell
            case .table(.wholeRow): return .keysTableRow
            case .table: return .keysTable
            case .copy(let last): return last ? .keysCopyLast : .keysCopy
            case .review(.character?, _): return .keysReviewCharacter
            case .review(.word?, _): return .keysReviewWord
            case .review(nil, _): return .keysReviewText
            case .stop: return .keysStop
            case .listen: return .keysListen
            case .quit: return .keysQuit
            default: return .keysUnbound
            }
        }
    }
}
