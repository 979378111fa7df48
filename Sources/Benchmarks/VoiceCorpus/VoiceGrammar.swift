/// The phrases a clip of the voice corpus is heard against: Lector's commands (given by the caller, from the
/// strings tables), or a small test grammar made of the words a recording of a person holds, since no recording
/// says Lector's commands.
public struct VoiceGrammar: Sendable, Hashable {
    /// A short name for reports and figures: `lector`, `nato`, `digits`, `words`, `goforward`, `cards`.
    public let name: String
    /// The phrases, lower-case words separated by single spaces.
    public let phrases: [String]
    /// The phrases made of words a screen shows (Lector's `find WORD`): listened for after the commands.
    public let screenPhrases: [String]

    /// A grammar named `name` of `phrases`, and of `screenPhrases` after them.
    public init(name: String, phrases: [String], screenPhrases: [String] = []) {
        self.name = name
        self.phrases = phrases
        self.screenPhrases = screenPhrases
    }

    /// Whether `phrase` is one of the grammar's phrases.
    public func contains(_ phrase: String) -> Bool {
        phrases.contains(phrase) || screenPhrases.contains(phrase)
    }

    /// The NATO alphabet as Asterisk's speaker says it (`phonetic/`), with "niner"; "x ray" as the pronunciation
    /// dictionary spells it.
    public static let nato = VoiceGrammar(
        name: "nato",
        phrases: [
            "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima",
            "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
            "x ray", "yankee", "zulu", "niner",
        ])

    /// The digits zero to nine (Asterisk's `digits/`).
    public static let digits = VoiceGrammar(
        name: "digits", phrases: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])

    /// The English words of KLettres' two native speakers (`en/syllab`, `en_GB/syllab`), its sounds ("ch", "th",
    /// "aw") left out.
    public static let words = VoiceGrammar(
        name: "words",
        phrases: [
            "arm", "ball", "car", "dog", "ear", "fix", "gas", "gem", "hot", "hut", "jet", "key", "me", "my", "no", "or",
            "pet", "saw", "say", "sit", "sky", "the", "well",
        ])

    /// pocketsphinx's test grammar `goforward.gram`, spelled out: "go forward ten meters" and its kin.
    public static let goForward = VoiceGrammar(
        name: "goforward",
        phrases: ["forward", "backward"].flatMap { direction in
            ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].flatMap { distance in
                ["", " meter", " meters"].map { "go \(direction) \(distance)\($0)" }
            }
        })

    /// One card of pocketsphinx's test grammar `cards.gram`: a rank "of" a suit ("ten of clubs").
    public static let cards = VoiceGrammar(
        name: "cards",
        phrases: [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king",
        ].flatMap { rank in ["clubs", "hearts", "diamonds", "spades"].map { "\(rank) of \($0)" } })

    /// The test grammars of the recordings of people.
    public static let tests: [VoiceGrammar] = [.nato, .digits, .words, .goForward, .cards]
}
