import Screens
import Utterances

/// Parses the lines of script mode (`browse.md`), one command a line. The command words are never translated.
public enum ScriptLine {
    /// Every command word, for `help` and tab completion.
    public static let commandWords = [
        "next", "previous", "first", "last", "activate", "back", "read-all", "repeat", "history", "rotor", "find",
        "adjust", "type", "set", "screen", "wait", "wait-change", "listen", "stop", "where", "spell", "copy", "review",
        "table", "help", "quit",
    ]

    /// The command of a line; nil for a blank line or a comment (`#`).
    public static func parse(_ line: String) -> Result<BrowseCommand?, ScriptError> {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .success(nil) }
        let word: String
        let rest: String
        if let space = trimmed.firstIndex(of: " ") {
            word = String(trimmed[..<space])
            rest = String(trimmed[trimmed.index(after: space)...])
        } else {
            word = trimmed
            rest = ""
        }
        let argument = rest.trimmingCharacters(in: .whitespaces)
        func plain(_ command: BrowseCommand) -> Result<BrowseCommand?, ScriptError> {
            argument.isEmpty ? .success(command) : .failure(.invalidArgument(command: word, allowed: "-"))
        }
        switch word {
        case "next", "previous":
            let forward = word == "next"
            if argument.isEmpty { return .success(forward ? .next : .previous) }
            // `next page`: PageDown, ten rows in a list.
            if argument == "page" { return .success(.page(forward: forward)) }
            // `next column`, `previous row`: table mode's moves.
            if argument == "column" { return .success(.table(.column(forward: forward))) }
            if argument == "row" { return .success(.table(.row(forward: forward))) }
            guard let unit = RotorUnit(singular: argument) else {
                return .failure(
                    .invalidArgument(
                        command: word, allowed: "heading, button, image, link, form-field, element, page, column, row"))
            }
            return .success(.move(unit, forward: forward))
        case "first": return plain(.first)
        case "last": return plain(.last)
        case "activate": return plain(.activate)
        case "back": return plain(.back)
        case "read-all": return plain(.readAll)
        case "repeat": return plain(.repeatLast)
        case "history": return plain(.history)
        case "help": return plain(.help)
        case "quit": return plain(.quit)
        case "stop": return plain(.stop)
        case "where": return plain(.whereAmI)
        case "spell":
            switch argument {
            case "": return .success(.spell(.plain))
            case "phonetic": return .success(.spell(.phonetic))
            default: return .failure(.invalidArgument(command: word, allowed: "phonetic"))
            }
        case "review":
            // `review text`, `review character next`, `review word previous`, `review word` (current).
            let parts = argument.split(separator: " ").map(String.init)
            if parts == ["text"] { return .success(.review(nil, .current)) }
            guard (1...2).contains(parts.count), let unit = ReviewUnit(rawValue: parts[0]),
                let move = parts.count == 2 ? ReviewMove(rawValue: parts[1]) : .current
            else {
                return .failure(
                    .invalidArgument(command: word, allowed: "text, character|word [previous|current|next]"))
            }
            return .success(.review(unit, move))
        case "table":
            switch argument {
            case "": return .success(.table(.mode(nil)))
            case "on": return .success(.table(.mode(true)))
            case "off": return .success(.table(.mode(false)))
            case "row": return .success(.table(.wholeRow))
            default: return .failure(.invalidArgument(command: word, allowed: "on, off, row"))
            }
        case "copy":
            switch argument {
            case "": return .success(.copy(lastUtterance: false))
            case "last": return .success(.copy(lastUtterance: true))
            default: return .failure(.invalidArgument(command: word, allowed: "last"))
            }
        case "listen":
            switch argument {
            case "on": return .success(.listen(true))
            case "off": return .success(.listen(false))
            case "": return .success(.listen(nil))
            default: return .failure(.invalidArgument(command: word, allowed: "on, off"))
            }
        case "rotor":
            guard let unit = RotorUnit(rawValue: argument) else {
                return .failure(
                    .invalidArgument(command: word, allowed: RotorUnit.allCases.map(\.rawValue).joined(separator: ", "))
                )
            }
            return .success(.rotor(unit))
        case "find":
            guard !argument.isEmpty else { return .failure(.invalidArgument(command: word, allowed: "TEXT")) }
            return .success(.find(argument))
        case "type":
            // The text as typed: only the one space after the command is dropped.
            let typed = line.drop { $0 == " " || $0 == "\t" }.dropFirst(word.count)
            return .success(.type(String(typed.dropFirst())))
        case "adjust":
            switch argument {
            case "up": return .success(.adjust(up: true))
            case "down": return .success(.adjust(up: false))
            default: return .failure(.invalidArgument(command: word, allowed: "up, down"))
            }
        case "set":
            let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
            let names = SettingName.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let name = SettingName(rawValue: parts[0]) else {
                return .failure(.invalidArgument(command: word, allowed: names + " VALUE"))
            }
            return .success(.set(name, parts[1].trimmingCharacters(in: .whitespaces)))
        case "screen":
            guard let address = ScreenAddress(argument) else { return .failure(.unknownScreen(argument)) }
            return .success(.screen(address))
        case "wait", "wait-change":
            guard let seconds = Double(argument), seconds >= 0, seconds <= 86_400 else {
                return .failure(.invalidArgument(command: word, allowed: "SECONDS"))
            }
            return .success(word == "wait" ? .wait(seconds: seconds) : .waitChange(seconds: seconds))
        default:
            return .failure(.unknownCommand(word))
        }
    }
}
