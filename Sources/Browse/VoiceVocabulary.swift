import Localization
import Screens
import Utterances

/// The voice commands of browse (issue 17): each phrase from the strings tables and the command it runs,
/// and `find WORD` for the words on the screen. The recognizer hears phrases; this maps them back.
public struct VoiceVocabulary: Sendable {
    /// The phrase of each fixed command, as the table spells it, and its command.
    public let phrases: [(phrase: String, command: VoiceCommand)]
    /// The word said before a screen word to find it (`find`).
    public let findWord: String

    /// What a phrase asks for.
    public enum VoiceCommand: Hashable, Sendable {
        /// A browse command.
        case command(BrowseCommand)
        /// The rate up (`faster`) or down (`slower`) by one step of the Settings screen.
        case rate(faster: Bool)
    }

    /// The phrases in `strings`' language.
    public init(strings: Strings) {
        let table: [(StringKey, VoiceCommand)] = [
            (.voiceNext, .command(.next)), (.voicePrevious, .command(.previous)), (.voiceFirst, .command(.first)),
            (.voiceLast, .command(.last)), (.voiceOpen, .command(.activate)), (.voiceBack, .command(.back)),
            (.voiceReadAll, .command(.readAll)), (.voiceRepeat, .command(.repeatLast)), (.voiceStop, .command(.stop)),
            (.voiceHelp, .command(.help)), (.voiceNextHeading, .command(.move(.headings, forward: true))),
            (.voiceNextButton, .command(.move(.buttons, forward: true))),
            (.voiceNextImage, .command(.move(.images, forward: true))),
            (.voiceGoHome, .command(.screen(.screen(.home)))), (.voiceShowItems, .command(.screen(.screen(.items)))),
            (.voiceShowPhotos, .command(.screen(.screen(.photos)))),
            (.voiceShowSettings, .command(.screen(.screen(.settings)))),
            (.voiceFaster, .rate(faster: true)), (.voiceSlower, .rate(faster: false)), (.voiceQuit, .command(.quit)),
            (.voiceConfirm, .command(.confirm)),
        ]
        phrases = table.map { (Self.normal(strings.text($0.0)), $0.1) }
        findWord = Self.normal(strings.text(.voiceFind))
    }

    /// The phrase of `confirm`.
    public var confirmPhrase: String { phrases.first { $0.command == .command(.confirm) }?.phrase ?? "confirm" }

    /// The phrase of `quit`.
    public var quitPhrase: String { phrases.first { $0.command == .command(.quit) }?.phrase ?? "quit" }

    /// The phrases of the fixed commands listened for on every screen: all but `confirm`, which is listened for only
    /// while a spoken deletion waits for it (``confirmPhrase``).
    public var commandPhrases: [String] { phrases.filter { $0.command != .command(.confirm) }.map(\.phrase) }

    /// The phrases to listen for besides the commands on a screen showing `words`: `find WORD` for each.
    public func findPhrases(screenWords words: [String]) -> [String] {
        words.map { findWord + " " + $0 }
    }

    /// The command of a heard phrase (lower case, single spaces); nil for a phrase of no command.
    public func command(for phrase: String, settings: SpeechSettings) -> BrowseCommand? {
        let heard = Self.normal(phrase)
        if let match = phrases.first(where: { $0.phrase == heard }) {
            switch match.command {
            case .command(let command): return command
            case .rate(let faster):
                let range = Prosody.rateRange
                let rate = min(max(settings.rate + (faster ? 25 : -25), range.lowerBound), range.upperBound)
                return .set(.rate, String(rate))
            }
        }
        let prefix = findWord + " "
        guard heard.hasPrefix(prefix), heard.count > prefix.count else { return nil }
        return .find(String(heard.dropFirst(prefix.count)))
    }

    /// Lower case, words of letters and apostrophes joined by single spaces.
    static func normal(_ text: String) -> String {
        text.lowercased().split { !($0.isLetter || $0 == "'") }.joined(separator: " ")
    }
}
