import Benchmarks
import Foundation
import Localization

/// One clip of the voice corpus (Benchmarks' `VoiceCorpus`) as a test hears it: a 16 kHz mono 16-bit WAV file, the
/// grammar to listen for, and the phrase that must be accepted (nil: nothing may be).
public struct CorpusClip: Sendable, CustomStringConvertible {
    /// The clip's name in the corpus (`human/en/phonetic/a_p`).
    public let name: String
    /// The WAV file.
    public let file: URL
    /// The grammar's name (`nato`, `lector`).
    public let grammarName: String
    /// The grammar's phrases.
    public let phrases: [String]
    /// The grammar's screen phrases (Lector's `find WORD`).
    public let screenPhrases: [String]
    /// The phrase said; nil when no phrase of the grammar was.
    public let expected: String?

    public var description: String { "\(name) against \(grammarName)" }

    init(_ trial: VoiceTrial) {
        name = trial.clip.name
        file = trial.clip.file
        grammarName = trial.grammar.name
        phrases = trial.grammar.phrases
        screenPhrases = trial.grammar.screenPhrases
        expected = trial.expected
    }
}

/// Labelled clips for the Listening tests, made at test time from the recordings of people that `scripts/setup`
/// installs (Asterisk's prompts, KLettres, pocketsphinx's test data) and from sox's noise, and kept in
/// `.build/voice-corpus-tests` (the same recipe as `lector-bench`'s corpus, so a second run is fast).
public enum VoiceClips {
    /// The folder the clips are kept in.
    public static var folder: URL { PackagePaths.root.appendingPathComponent(".build/voice-corpus-tests") }

    /// Lector's English voice commands as the shipped table spells them (`voice.phrase.*`), with `find` before
    /// the Home screen's words, as `lector browse` listens on Home.
    public static func lectorGrammar() throws -> VoiceGrammar {
        let strings = try NarrationFixture.strings("en")
        let entries = strings.tables.first { $0.language == "en" }?.entries ?? []
        let phrases = entries.filter { $0.key.hasPrefix("voice.phrase.") }
        let find = phrases.first { $0.key == "voice.phrase.find" }?.value ?? "find"
        return VoiceGrammar(
            // `find` goes before the screen's words; `confirm` is listened for only while a deletion waits for it.
            name: "lector",
            phrases: phrases.filter { !["voice.phrase.find", "voice.phrase.confirm"].contains($0.key) }.map {
                $0.value.lowercased()
            },
            screenPhrases: ["items", "photos", "tags"].map { "\(find) \($0)" })
    }

    static func corpus() throws -> VoiceCorpus {
        VoiceCorpus(folder: folder, lector: try lectorGrammar(), commands: [], quick: false)
    }

    /// The NATO alphabet's words as the test grammar spells them (`alpha`… `zulu`, `niner`).
    public static var natoWords: [String] { VoiceGrammar.nato.phrases }

    /// Asterisk's speaker saying `word` of the NATO alphabet, against the NATO test grammar.
    public static func nato(_ word: String) throws -> CorpusClip {
        let lector = try lectorGrammar()
        let recording = HumanRecording.inGrammar(lector: lector).first { $0.grammar == .nato && $0.said == word }
        guard let recording, let trial = try corpus().human(recording) else {
            throw VoiceCorpusTestError(description: "no NATO recording of \(word)")
        }
        return CorpusClip(trial)
    }

    /// The names of the recordings of people saying no phrase (Asterisk's prompts, pocketsphinx's sentences,
    /// KLettres' other languages): `hello`, `vm-next`, `sense_and_sensibility_01_austen_64kb-0880`, `de/affe`.
    public static var otherSpeechNames: [String] { HumanRecording.otherSpeech.map(\.name) }

    /// The grammars other speech and noise are heard against: Lector's (`lector`) and the NATO alphabet (`nato`).
    public static let otherGrammars = ["lector", "nato"]

    /// The recording of other speech named `name`, against the grammar named `grammar` (``otherGrammars``).
    public static func otherSpeech(_ name: String, grammar: String) throws -> CorpusClip {
        guard let recording = HumanRecording.otherSpeech.first(where: { $0.name == name }),
            let trial = try corpus().outOfGrammar(recording).first(where: { $0.grammar.name == grammar })
        else { throw VoiceCorpusTestError(description: "no recording named \(name) against \(grammar)") }
        return CorpusClip(trial)
    }

    /// The clips of noise without speech (pink noise and a fan's hum at two levels each, Asterisk's beep tones),
    /// against the grammar named `grammar` (``otherGrammars``).
    public static func noiseAlone(grammar: String) throws -> [CorpusClip] {
        try corpus().noiseAlone().filter { $0.grammar.name == grammar }.map(CorpusClip.init)
    }
}

/// A clip the tests asked for is not in the corpus.
public struct VoiceCorpusTestError: Error, CustomStringConvertible {
    public let description: String
}
