import Foundation
import Listening
import TestSupport
import Testing

/// The recognizer on recordings of people (issue 42), from the Debian packages `scripts/setup` installs, each clip
/// the first thing a fresh recognizer hears: a NATO word of Asterisk's speaker is heard as itself in a grammar of
/// the NATO alphabet; other speech and noise alone are acted on neither in Lector's grammar nor in the NATO one.
@Suite(.serialized) struct HumanVoiceTests {
    /// What a fresh recognizer listening for `clip`'s grammar accepts in it, fed 10 ms at a time.
    static func accepted(in clip: CorpusClip) throws -> [String] {
        let recognizer = try Recognizer()
        let kept = try recognizer.listen(for: CommandGrammar(phrases: clip.phrases, screenPhrases: clip.screenPhrases))
        if let expected = clip.expected {
            try #require(kept.phrases.contains(expected), "the dictionary lacks a word of \(expected)")
        }
        let samples = try SoundFile.samples(of: Data(contentsOf: clip.file), name: clip.file.path)
        var heard: [Hearing] = []
        for start in stride(from: 0, to: samples.count, by: 160) {
            heard += try recognizer.hear(Array(samples[start..<min(start + 160, samples.count)]))
        }
        if let last = try recognizer.finish() { heard.append(last) }
        return heard.filter { $0.verdict == .accepted }.map(\.phrase)
    }

    /// NATO words the recognizer of before issue 42's rewrite does not hear as themselves (it hears nothing, or
    /// another word): listed so that the rewrite adds them back, not skipped in silence.
    static let missedBeforeTheRewrite: Set<String> = ["november", "victor", "x ray", "zulu"]

    @Test(arguments: VoiceClips.natoWords.filter { !missedBeforeTheRewrite.contains($0) })
    func aNATOWordOfAPersonIsAcceptedAsItself(word: String) throws {
        let clip = try VoiceClips.nato(word)
        #expect(try Self.accepted(in: clip) == [word], "\(clip)")
    }

    /// Recordings of other speech the recognizer of before issue 42's rewrite acts on, by grammar: listed so that
    /// the rewrite adds them back, not skipped in silence.
    static let actedOnBeforeTheRewrite: [String: Set<String>] = [
        "lector": [
            "002", "de/affe", "de/frau", "de/hund", "de/nase", "fr/ad-0", "fr/ad-1", "fr/ad-2", "fr/ad-3", "it/bu",
            "pt_BR/ma", "pt_BR/te", "enabled", "for", "hello-world", "with",
        ],
        "nato": [
            "004", "de/affe", "de/frau", "de/hund", "de/nase", "es/ba", "es/bo", "fr/ad-0", "fr/ad-1", "fr/ad-2",
            "fr/ad-3", "it/ca", "nl/ad-0", "pt_BR/no", "ru/be", "ru/chok", "activated", "added", "auth-thankyou",
            "calling", "cancelled", "goodbye", "hello", "hello-world", "number", "removed", "sorry",
            "telephone-number", "time", "vm-goodbye", "vm-next", "vm-prev", "with",
        ],
    ]

    /// Each recording of other speech with each grammar it is heard against, but those listed above.
    static let otherSpeech: [(name: String, grammar: String)] = VoiceClips.otherGrammars.flatMap { grammar in
        VoiceClips.otherSpeechNames.filter { !(actedOnBeforeTheRewrite[grammar]?.contains($0) ?? false) }
            .map { (name: $0, grammar: grammar) }
    }

    @Test(arguments: otherSpeech)
    func otherSpeechOfAPersonIsNotActedOn(name: String, grammar: String) throws {
        let clip = try VoiceClips.otherSpeech(name, grammar: grammar)
        #expect(try Self.accepted(in: clip).isEmpty, "\(clip)")
    }

    @Test(arguments: VoiceClips.otherGrammars)
    func noiseAloneIsNotActedOn(grammar: String) throws {
        let clips = try VoiceClips.noiseAlone(grammar: grammar)
        #expect(clips.count == 7)
        for clip in clips {
            #expect(try Self.accepted(in: clip).isEmpty, "\(clip)")
        }
    }
}
