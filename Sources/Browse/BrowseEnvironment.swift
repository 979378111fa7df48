import Domain
import Foundation
import Localization
import Narration
import Screens
import Speech

/// Builds the language-dependent parts of a session: strings for the screens and the narrator. The CLI gives
/// the real one (the shipped tables); tests give fixtures.
public protocol NarrationServices: AnyObject {
    /// The languages the Language setting offers (`en`, `de`, and a pseudo-locale in use).
    var languages: [String] { get }
    /// The strings chain of a language.
    func strings(for language: String) -> Strings
    /// A narrator for the settings' language, verbosity, hints, punctuation and capitals.
    func narrator(for settings: SpeechSettings) -> Narrator
}

/// The voice's rate, pitch and volume, changed live by the Settings screen. Nil when nothing is synthesized.
public protocol VoiceControl: AnyObject {
    /// Applies rate, pitch and volume to later utterances.
    func apply(_ prosody: Prosody) throws
}

/// Time for waits and polling; tests pass one that does not sleep.
public protocol BrowseClock: AnyObject {
    /// Seconds since an arbitrary start, never going back.
    func now() -> Double
    /// Sleeps for `seconds` (at most).
    func sleep(_ seconds: Double)
}

/// The system's monotonic clock.
public final class SystemClock: BrowseClock {
    public init() {}

    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    public func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(UInt32(min(seconds, 3600) * 1_000_000))
    }
}

/// How an edit prompt ended.
public enum LineEdit: Hashable, Sendable {
    /// Enter, with the text.
    case saved(String)
    /// Escape.
    case cancelled
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
}

/// Prompts with line editing: text fields, find, and the `:` command line. The real one is readline.
public protocol LineInput: AnyObject {
    /// Asks for a text, pre-filled with `initialText`; Enter saves, Escape cancels.
    func edit(prompt: String, initialText: String) -> LineEdit
    /// Reads a command line with history and completion of `completions(line)`; nil at the end of input.
    func commandLine(prompt: String, completions: @escaping (String) -> [String]) -> String?
}

/// Everything a browse session runs with. No singletons: each comes in as a value or a protocol.
public struct BrowseEnvironment {
    public var library: Library
    /// Where speech goes.
    public var output: SpeechOutput
    public var services: NarrationServices
    /// Rate, pitch and volume of the voice; nil when nothing is synthesized.
    public var voice: VoiceControl?
    public var clock: BrowseClock
    /// The zone dates are shown in.
    public var timeZone: TimeZone
    /// Script mode: writes each utterance's text form as a line (nil when the output prints lines already, or
    /// with `--curtain`).
    public var echo: ((String) -> Void)?
    /// The settings the session starts with: options over saved settings over defaults.
    public var settings: SpeechSettings
    /// Whether keys interrupt speech (interactive) or every utterance plays to its end (script mode).
    public var interactive: Bool
    /// Prompts (interactive mode); nil in script mode, where `type` fills the field.
    public var lines: LineInput?
    /// Sees every speech item the session queues, earcons and gaps included (tests).
    public var observer: ((SpeechItem) -> Void)?
    /// Seconds between two looks at the library for changes made by other programs.
    public var pollInterval: Double = 0.2
    /// Rows read per page of a long list.
    public var pageSize: Int = 64

    public init(
        library: Library, output: SpeechOutput, services: NarrationServices, voice: VoiceControl?,
        clock: BrowseClock, timeZone: TimeZone, echo: ((String) -> Void)?, settings: SpeechSettings,
        interactive: Bool, lines: LineInput?
    ) {
        self.library = library
        self.output = output
        self.services = services
        self.voice = voice
        self.clock = clock
        self.timeZone = timeZone
        self.echo = echo
        self.settings = settings
        self.interactive = interactive
        self.lines = lines
    }
}
