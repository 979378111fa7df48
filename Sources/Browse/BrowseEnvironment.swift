import Braille
import Domain
import Foundation
import Localization
import Narration
import Screens
import Speech
import Utterances

/// Everything a browse session runs with. No singletons: each comes in as a value or a protocol.
public struct BrowseEnvironment {
    /// The library browsed.
    public var library: Library
    /// Where speech goes.
    public var output: SpeechOutput
    /// Strings and narrators per language (``LanguageCatalog`` over the shipped tables, or a test's fixtures).
    public var services: NarrationServices
    /// The synthesizer whose rate, pitch and volume the Settings screen changes live; nil when nothing is
    /// synthesized.
    public var voice: (any Synthesizer)?
    /// Time for `wait`, `wait-change` and polling.
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
    /// The user's home folder, for `~` in typed file paths.
    public var homeDirectory: String?
    /// Sees every speech item the session queues, earcons and gaps included (tests).
    public var observer: ((SpeechItem) -> Void)?
    /// Seconds between two looks at the library for changes made by other programs.
    public var pollInterval: Double = 0.2
    /// Rows read per page of a long list.
    public var pageSize: Int = 64
    /// The braille display showing the focused element (`browse --braille`); nil without one.
    public var braille: BrailleMirror?
    /// Puts a text on the clipboard (`c`, `C`): true when some clipboard took it. The CLI's writes OSC 52 to the
    /// terminal and runs `wl-copy` or `xclip` in a desktop session; nil where there is none (scripts).
    public var clipboard: ((String) -> Bool)?

    /// Creates an environment; the poll interval, page size, observer and home folder keep their defaults.
    public init(
        library: Library, output: SpeechOutput, services: NarrationServices, voice: (any Synthesizer)?,
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
