import Braille
import Narration
import Utterances

/// Where speech goes (`--output`).
public enum OutputSpec: Sendable, Equatable {
    /// A sound device; falls back to text when none opens.
    case audio
    /// A WAV file at the path.
    case wav(path: String)
    /// Raw PCM on stdout.
    case pcm
    /// The text form, one utterance a line.
    case text
    /// The markup given to the synthesizer, one utterance a line.
    case ssml
    /// The synthesizer's phoneme mnemonics, one utterance a line.
    case phonemes
    /// Nothing.
    case none
    /// Each utterance's braille, as Unicode braille cells through liblouis, one utterance a line.
    case braille
    /// The user's speech-dispatcher; falls back to text when it does not answer.
    case speechd

    /// Parses `audio`, `wav:PATH`, `pcm`, `text`, `ssml`, `phonemes`, `none`, `braille`, `speechd`.
    init?(argument: String) {
        switch argument {
        case "audio": self = .audio
        case "pcm": self = .pcm
        case "text": self = .text
        case "ssml": self = .ssml
        case "phonemes": self = .phonemes
        case "none": self = .none
        case "braille": self = .braille
        case "speechd": self = .speechd
        default:
            guard argument.hasPrefix("wav:"), argument.count > 4 else { return nil }
            self = .wav(path: String(argument.dropFirst(4)))
        }
    }

    /// Whether this output needs the synthesizer.
    var synthesizes: Bool {
        switch self {
        case .audio, .wav, .pcm, .phonemes: return true
        case .text, .ssml, .none: return false
        case .braille: return false
        case .speechd: return false
        }
    }
}

/// The global options of `cli.md`, as given on the command line (nil: not given).
public struct GlobalOptions: Sendable, Equatable {
    public var library: String?
    public var empty = false
    public var audioDevice: String?
    public var locale: String?
    public var output: OutputSpec?
    public var voice: String?
    public var rate: Int?
    public var pitch: Int?
    public var volume: Int?
    public var verbosity: Verbosity?
    public var punctuation: PunctuationLevel?
    public var curtain = false
    /// The file every utterance is appended to (`--speech-log`).
    public var speechLog: String?
    public var quiet = false
    /// The liblouis table for braille (`--braille-table`); nil: the locale's standard table.
    public var brailleTable: String?
    /// Contracted braille or not (`--braille-grade 1|2`), for the standard tables; nil: uncontracted.
    public var brailleGrade: BrailleGrade?

    public init() {}
}
