import Foundation
import TestSupport
import Testing

@testable import Listening

/// The recognizer's cepstral mean (issue 17), read and set through the shim's copy of sphinxbase's `cmn_t`: the
/// model's initial mean counts as ``RecognizerConfiguration/initialMeanFrames`` frames, so one phrase moves it only
/// part of the way; a noise running straight into a command never enters it.
@Suite(.serialized) struct CepstralMeanTests {
    /// `text` said by the espeak-ng command at 150 words a minute, made 16 kHz mono by sox.
    static func said(_ text: String, voice: String = "en-us") throws -> [Int16] {
        let folder = try PackagePaths.temporaryDirectory("lector-cepstral-mean")
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("said.wav").path
        let wav = folder.appendingPathComponent("said-16k.wav").path
        for (program, arguments) in [
            ("espeak-ng", ["-v", voice, "-s", "150", "-w", raw, text]),
            ("sox", ["-R", raw, "-r", "16000", "-c", "1", "-b", "16", wav]),
        ] {
            let outcome = try ProcessRunner.run(program, arguments)
            try #require(outcome.status == 0, "\(program): \(outcome.standardError)")
        }
        return try SoundFile.samples(of: Data(contentsOf: URL(fileURLWithPath: wav)), name: wav)
    }

    /// 0.6 s of sox's pink noise (seeded), as in the closed-loop tests.
    static func noise() throws -> [Int16] {
        let folder = try PackagePaths.temporaryDirectory("lector-cepstral-noise")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("noise.wav").path
        let outcome = try ProcessRunner.run(
            "sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", wav, "synth", "0.6", "pinknoise", "vol", "0.05"])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try SoundFile.samples(of: Data(contentsOf: URL(fileURLWithPath: wav)), name: wav)
    }

    static let silence = [Int16](repeating: 0, count: 9_600)

    /// The model's `-cmninit` mean.
    static func modelMean() throws -> [Float] {
        let parameters = try String(
            contentsOfFile: RecognizerConfiguration().acousticModel + "/feat.params", encoding: .utf8)
        let line = try #require(parameters.split(separator: "\n").first { $0.hasPrefix("-cmninit ") })
        return line.dropFirst("-cmninit ".count).split(separator: ",").compactMap { Float($0) }
    }

    static func distance(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    @Test func aFreshDecoderHasTheModelsMeanCountedAsNoFrames() throws {
        // What the recognizer works around: Debian's pocketsphinx puts the model's mean in place but sums no frame
        // for it, so the first utterance's own mean replaces it. A misplaced field of the shim's copy would read
        // something else.
        let configuration = RecognizerConfiguration()
        let decoder = try Decoder(arguments: ["-hmm", configuration.acousticModel, "-dict", configuration.dictionary])
        let state = try #require(decoder.cepstralMean)
        let model = try Self.modelMean()
        #expect(model.count == 13)
        #expect(Self.distance(state.mean, model) < 0.001, "\(state.mean) vs \(model)")
        #expect(state.frames == 0)
        #expect(state.sum.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [0, 100, 500]) func theRecognizerCountsTheModelsMeanAsConfigured(frames: Int) throws {
        let recognizer = try Recognizer(configuration: RecognizerConfiguration(initialMeanFrames: frames))
        let state = try #require(recognizer.cepstralMean)
        let model = try Self.modelMean()
        #expect(state.frames == frames)
        #expect(Self.distance(state.sum, model.map { $0 * Float(frames) }) < 0.01 * Float(max(frames, 1)))
    }

    @Test func onePhraseMovesTheMeanOnlyPartOfTheWay() throws {
        let model = try Self.modelMean()
        let photos = Self.silence + (try Self.said("show photos")) + Self.silence
        var moved: [Int: Float] = [:]
        for frames in [0, 100] {
            let recognizer = try Recognizer(configuration: RecognizerConfiguration(initialMeanFrames: frames))
            try recognizer.listen(for: CommandGrammar(phrases: ["show photos", "next", "open"]))
            let heard = try recognizer.hear(photos) + [try recognizer.finish()].compactMap { $0 }
            #expect(heard.filter { $0.verdict == .accepted }.map(\.phrase) == ["show photos"], "\(heard)")
            moved[frames] = Self.distance(try #require(recognizer.cepstralMean).mean, model)
        }
        // Counted as no frames, the model's mean is replaced by the phrase's own; counted as 100, the phrase's
        // 100-odd frames move it about half of that.
        let alone = try #require(moved[0])
        let weighed = try #require(moved[100])
        #expect(alone > 10, "\(moved)")
        #expect(weighed < 0.75 * alone, "\(moved)")
        #expect(weighed > 0.25 * alone, "\(moved)")
    }

    @Test func noiseRunningIntoACommandNeverEntersTheMean() throws {
        let grammar = CommandGrammar(phrases: ["show photos", "next", "open", "back", "first"])
        let photos = Self.silence + (try Self.said("show photos")) + Self.silence
        let next = try Self.said("next")
        let tail = [Int16](repeating: 0, count: 16_000)
        // The same "next" after silence, and after noise that runs straight into it.
        var added: [Bool: Int] = [:]
        for noisy in [false, true] {
            let recognizer = try Recognizer()
            try recognizer.listen(for: grammar)
            _ = try recognizer.hear(photos)
            let before = try #require(recognizer.cepstralMean).frames
            let heard =
                try recognizer.hear((noisy ? try Self.noise() : Self.silence) + next + tail)
                + [try recognizer.finish()].compactMap { $0 }
            #expect(heard.filter { $0.verdict == .accepted }.map(\.phrase) == ["next"], "noise \(noisy): \(heard)")
            added[noisy] = try #require(recognizer.cepstralMean).frames - before
        }
        // After the noise the mean has summed the frames of the "next" and the few frames of noise kept before
        // it, not the noise's 60.
        let clean = try #require(added[false])
        let noisy = try #require(added[true])
        #expect(noisy < clean + RecognizerConfiguration().heldSoundLeadFrames + 10, "\(added)")
    }

    @Test func aDiscardedUtteranceLeavesTheMeanAsItWas() throws {
        let grammar = CommandGrammar(phrases: ["show photos", "next", "open"])
        let photos = Self.silence + (try Self.said("show photos")) + Self.silence
        // Half of a long sentence: the detector is still hearing speech at its end.
        let sentence = try Self.said("please show me the settings of the photo library")
        let half = Array(sentence.prefix(sentence.count / 2))
        var added: [Bool: Int] = [:]
        for discarded in [false, true] {
            let recognizer = try Recognizer()
            try recognizer.listen(for: grammar)
            _ = try recognizer.hear(photos)
            let before = try #require(recognizer.cepstralMean)
            // The start of the sentence, then Lector speaks (the microphone listener discards) or the sound ends.
            let heard = try recognizer.hear(Self.silence + half)
            #expect(heard.isEmpty)
            #expect(recognizer.isHearingSpeech)
            if discarded {
                try recognizer.discard()
                #expect(try #require(recognizer.cepstralMean) == before)
            } else {
                _ = try recognizer.finish()
            }
            added[discarded] = try #require(recognizer.cepstralMean).frames - before.frames
        }
        #expect(added[false] ?? 0 > 30, "\(added)")
        #expect(added[true] == 0, "\(added)")
    }

    @Test func silenceAtTheStartOfASessionIsNotHeardAndLeavesTheMean() throws {
        // pocketsphinx's detector starts speech on the first frames of a session, before its noise floor has
        // settled (dither on digital silence here; a microphone's hiss alike). The grammar fits no phrase to it:
        // nothing is heard (no earcon), and its frames do not enter the mean.
        let recognizer = try Recognizer()
        try recognizer.listen(for: CommandGrammar(phrases: ["show photos", "next", "open"]))
        let before = try #require(recognizer.cepstralMean)
        let heard = try recognizer.hear(Self.silence + Self.silence) + [try recognizer.finish()].compactMap { $0 }
        #expect(heard.isEmpty, "\(heard)")
        #expect(try #require(recognizer.cepstralMean) == before)
        // The first command after it is still the session's first: heard, and the mean moves from the model's.
        let photos =
            try recognizer.hear((try Self.said("show photos")) + Self.silence)
            + [try recognizer.finish()].compactMap { $0 }
        #expect(photos.map(\.phrase) == ["show photos"], "\(photos)")
        #expect(try #require(recognizer.cepstralMean).frames > before.frames)
    }
}
