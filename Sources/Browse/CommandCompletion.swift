import Screens
import Utterances

/// Tab completion of the `:` command line: command words, screen names, setting names and values, rotor
/// units, and tag names after `screen tag/`.
public enum CommandCompletion {
    /// The words that can complete the last word of `line` (the text before the cursor).
    public static func candidates(for line: String, tags: [String], languages: [String]) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = line.last == " "
        let current = endsWithSpace ? "" : (words.last ?? "")
        let before = endsWithSpace ? words : Array(words.dropLast())
        let options: [String]
        switch before.first {
        case nil: options = ScriptLine.commandWords
        case "screen" where before.count == 1:
            options = ScreenAddress.completions(tags: tags)
        case "set" where before.count == 1: options = SettingName.allCases.map(\.rawValue)
        case "set" where before.count == 2:
            switch SettingName(rawValue: before[1]) {
            case .verbosity: options = ["brief", "normal", "verbose"]
            case .punctuation: options = ["none", "some", "most", "all"]
            case .capitals: options = ["pitch", "word", "none"]
            case .locale: options = languages
            case .hints, .earcons: options = ["on", "off"]
            default: options = []
            }
        case "rotor" where before.count == 1: options = RotorUnit.allCases.map(\.rawValue)
        case "next" where before.count == 1, "previous" where before.count == 1:
            options = ["heading", "button", "image", "link", "form-field", "element"]
        case "adjust" where before.count == 1: options = ["up", "down"]
        case "copy" where before.count == 1: options = ["last"]
        case "review" where before.count == 1: options = ["text", "character", "word"]
        case "review" where before.count == 2 && before[1] != "text": options = ["previous", "current", "next"]
        default: options = []
        }
        return options.filter { $0.lowercased().hasPrefix(current.lowercased()) }
    }
}
