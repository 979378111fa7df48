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

    /// NATO words the recognizer of issue 42 hears as another word (both as "hotel", at gaps of 14 and 15 per
    /// frame, both views agreeing): known wrong actions, listed so that a fix says so.
    static let wrongAtIssue42: Set<String> = ["kilo", "zulu"]

    /// Each NATO word of Asterisk's speaker is heard as itself or not acted on: never as another word.
    @Test(arguments: VoiceClips.natoWords)
    func aNATOWordOfAPersonIsItselfOrNothing(word: String) throws {
        let clip = try VoiceClips.nato(word)
        let accepted = try Self.accepted(in: clip)
        withKnownIssue("heard as another NATO word") {
            #expect([[], [word]].contains(accepted), "\(clip): \(accepted)")
        } when: {
            Self.wrongAtIssue42.contains(word)
        }
    }

    /// The NATO words heard as themselves when the recognizer of issue 42 was measured, each the first thing a
    /// fresh recognizer hears: Asterisk's prompts are telephone audio (8 kHz), far from the model's own mean, so a
    /// first command is mostly asked again. Listed so that a recognizer that hears fewer fails, and one that hears
    /// more says so here.
    static let heardAtIssue42: Set<String> = [
        "alpha", "bravo", "delta", "india", "lima", "niner", "november", "papa", "romeo", "uniform", "yankee",
    ]

    @Test func theNATOWordsHeardAtIssue42AreStillHeard() throws {
        var heard = Set<String>()
        for word in VoiceClips.natoWords where try Self.accepted(in: VoiceClips.nato(word)) == [word] {
            heard.insert(word)
        }
        #expect(heard.isSuperset(of: Self.heardAtIssue42), "heard: \(heard.sorted())")
    }

    /// Recordings of other speech the recognizer of issue 42 acts on, by grammar: listed so that a change that
    /// acts on more fails, not skipped in silence.
    static let actedOnAtIssue42: [String: Set<String>] = [
        "lector": ["de/affe", "enabled", "ru/bro"],
        "nato": ["conf-muted", "de/frau", "dir-first"],
    ]

    /// Each recording of other speech with each grammar it is heard against, but those listed above.
    static let otherSpeech: [(name: String, grammar: String)] = VoiceClips.otherGrammars.flatMap { grammar in
        VoiceClips.otherSpeechNames.filter { !(actedOnAtIssue42[grammar]?.contains($0) ?? false) }
            .map { (name: $0, grammar: grammar) }
    }

    @Test(arguments: otherSpeech)
    func otherSpeechOfAPersonIsNotActedOn(name: String, grammar: String) throws {
        let clip = try VoiceClips.otherSpeech(name, grammar: grammar)
        #expect(try Self.accepted(in: clip).isEmpty, "\(clip)")
    }

    /// Pink noise, a hum, and Asterisk's beeps: never acted on (the beeps are one phone held, a steady sound).
    @Test(arguments: VoiceClips.otherGrammars)
    func noiseAloneIsNotActedOn(grammar: String) throws {
        let clips = try VoiceClips.noiseAlone(grammar: grammar)
        #expect(clips.count == 7)
        for clip in clips {
            #expect(try Self.accepted(in: clip).isEmpty, "\(clip)")
        }
    }
}
