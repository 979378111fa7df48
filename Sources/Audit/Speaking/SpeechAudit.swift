import Accessibility
import Narration
import Utterances

/// The speech rules' tools for one pass (audit.md §2.4): the narrator of the pass locale, the
/// synthesizer behind the speech layer's protocol, and caches so that each distinct string is
/// synthesized at most once per run, whatever the number of elements.
///
/// Used from one thread at a time.
public final class SpeechAudit {
    /// The loudness threshold of `speech.too-long`: 1% of full scale.
    public static let loudSample: Int32 = 328
    /// The longest a description or hint may last, in seconds.
    public static let longest = 4.0

    /// The narrator of the pass locale (its verbosity decides whether hints are measured).
    public let narrator: Narrator
    /// The synthesizer, audio going to memory.
    public let synthesizer: any Synthesizer
    /// How capitals in spelled runs are marked in the markup.
    public let capitals: CapitalsStyle
    private let voiceCheck: (String) -> Bool

    private struct Key: Hashable {
        var text: String
        var language: String
    }

    private var voices: [String: Bool] = [:]
    private var durations: [Key: Double] = [:]
    private var phonemeCache: [Key: String] = [:]
    private var letterCache: [Key: String] = [:]
    private var spoken: (screen: ScreenToken, node: Int, speech: ElementSpeech?)?

    /// Creates the tools.
    ///
    /// - Parameter hasVoice: whether a language has a voice (data installed); the elements of a
    ///   language without one skip the speech rules.
    public init(
        narrator: Narrator, synthesizer: any Synthesizer, capitals: CapitalsStyle = .pitch,
        hasVoice: @escaping (String) -> Bool = { _ in true }
    ) {
        self.narrator = narrator
        self.synthesizer = synthesizer
        self.capitals = capitals
        voiceCheck = hasVoice
    }

    /// Whether the language has a voice (asked once per language).
    public func hasVoice(_ language: String) -> Bool {
        if let known = voices[language] { return known }
        let answer = voiceCheck(language)
        voices[language] = answer
        return answer
    }

    /// What narration says for the element when it gains focus in its context; nil when it cannot
    /// be composed (an invalid `ipa`).
    public func speech(for element: AccessibilityElement, context: StopContext) -> ElementSpeech? {
        try? narrator.describe(element, context: context)
    }

    /// The spoken duration of an utterance (audit.md §2.4): from the first to the last sample of at
    /// least 1% of full scale, in seconds; 0 when none is that loud. Cached per (markup, language).
    public func duration(of utterance: Utterance) throws -> Double {
        let key = Key(text: utterance.markup(capitals: capitals), language: utterance.language)
        if let known = durations[key] { return known }
        var index = 0
        var first: Int?
        var last = 0
        try synthesizer.synthesize(markup: key.text, language: key.language) { samples in
            for sample in samples {
                if abs(Int32(sample)) >= Self.loudSample {
                    if first == nil { first = index }
                    last = index
                }
                index += 1
            }
            return true
        }
        let seconds = first.map { Double(last - $0 + 1) / Double(synthesizer.sampleRate) } ?? 0
        durations[key] = seconds
        return seconds
    }

    /// The phoneme mnemonics of an utterance, as `--output phonemes` prints them. Cached.
    public func phonemes(of utterance: Utterance) throws -> String {
        let key = Key(text: utterance.markup(capitals: capitals), language: utterance.language)
        if let known = phonemeCache[key] { return known }
        let result = try synthesizer.phonemes(markup: key.text, language: key.language)
        phonemeCache[key] = result
        return result
    }

    /// The mnemonics of one letter said as a single character in a language's voice. Cached per
    /// (letter, language).
    public func phonemes(ofLetter letter: Character, language: String) throws -> String {
        let key = Key(text: String(letter), language: language)
        if let known = letterCache[key] { return known }
        let markup = Utterance(language: language, text: String(letter)).markup(capitals: .none)
        let result = try synthesizer.phonemes(markup: markup, language: language)
        letterCache[key] = result
        return result
    }

    /// The utterance of a word said alone in a language, as narration composes it (pronunciation
    /// entries applied).
    public func utterance(forWord word: String, language: String) -> Utterance? {
        try? narrator.describe(AccessibilityElement(label: word, language: language), context: .none).description
    }

    /// The element's speech, composed once for the rules that read it.
    func speech(for element: ElementContext) -> ElementSpeech? {
        let screen = element.screen.token
        if let spoken, spoken.screen === screen, spoken.node == element.node { return spoken.speech }
        let context = element.screen.tree.stop(ofNode: element.node)?.context ?? .none
        let result = speech(for: element.element, context: context)
        spoken = (screen, element.node, result)
        return result
    }
}
