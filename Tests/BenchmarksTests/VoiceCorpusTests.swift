import Foundation
import TestSupport
import Testing

@testable import Benchmarks

/// The voice corpus of issue 42: which espeak-ng voices are unseen, and that its clips are what the recognizer
/// hears (16 kHz mono 16-bit, padded with silence), made once, with noise at the ratio they are named for.
@Suite struct VoiceCorpusTests {
    static let lector = VoiceGrammar(
        name: "lector", phrases: ["next", "first", "last"], screenPhrases: ["find photos"])

    static func corpus(in folder: URL) -> VoiceCorpus {
        VoiceCorpus(folder: folder, lector: lector, commands: ["next"], quick: false)
    }

    /// A value `soxi` (or `sox … stats`) prints for `file`.
    static func sox(_ program: String, _ arguments: [String]) throws -> String {
        let outcome = try ProcessRunner.run(program, arguments)
        try #require(outcome.status == 0, "\(program): \(outcome.standardError)")
        return outcome.output + outcome.standardError
    }

    @Test func theListingKeepsEspeakNGsOwnVoicesOnce() {
        let listing = """
            Pty Language       Age/Gender VoiceName          File                 Other Languages
             2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
             3  en-uk           --/M      english-mb-en1     mb/mb-en1            (en-gb 3)(en 2)
             5  en-gb-scotland  --/M      English_(Scotland) gmw/en-GB-scotland   (en 4)
             5  en-us           --/F      us-mbrola-1        mb/mb-us1            (en 8)
             5  variant         --/M      Storm              !v/Storm             (en-us 5)
             5  en-us-nyc       --/M      English_(America,_New_York_City) gmw/en-US-nyc
            """
        #expect(EspeakVoices.voices(in: listing) == ["en-gb", "en-gb-scotland", "en-us-nyc"])
    }

    @Test func theUnseenVoicesAreEspeakNGsEnglishButTheTunedOnes() throws {
        let voices = try Self.corpus(in: FileManager.default.temporaryDirectory).unseenVoices()
        #expect(voices.contains("en-gb-scotland"))
        #expect(voices.contains("en-us-nyc"))
        #expect(!voices.contains("en-us") && !voices.contains("en-gb"))
    }

    @Test func aRecordingBecomesA16kHzMonoClipBetweenSilencesOnce() throws {
        let folder = try PackagePaths.temporaryDirectory("lector-voice-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = Self.corpus(in: folder)
        let recording = try #require(HumanRecording.inGrammar(lector: Self.lector).first { $0.said == "first" })
        let clip = try corpus.clip(of: recording)
        #expect(clip.said == "first")
        #expect(try Self.sox("soxi", ["-r", clip.file.path]).hasPrefix("16000"))
        #expect(try Self.sox("soxi", ["-c", clip.file.path]).hasPrefix("1"))
        #expect(try Self.sox("soxi", ["-b", clip.file.path]).hasPrefix("16"))
        let source = try #require(
            Double(Self.sox("soxi", ["-D", recording.path]).trimmingCharacters(in: .whitespacesAndNewlines)))
        let padded = try #require(
            Double(Self.sox("soxi", ["-D", clip.file.path]).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(padded - source - 1.5) < 0.01)
        let made = try FileManager.default.attributesOfItem(atPath: clip.file.path)[.modificationDate] as? Date
        let again = try corpus.clip(of: recording)
        #expect(again.file == clip.file)
        #expect(try FileManager.default.attributesOfItem(atPath: again.file.path)[.modificationDate] as? Date == made)
    }

    @Test(arguments: VoiceNoise.allCases)
    func noiseIsMixedAtItsRatioBelowTheSpeech(noise: VoiceNoise) throws {
        let folder = try PackagePaths.temporaryDirectory("lector-voice-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = Self.corpus(in: folder)
        let clean = try corpus.synthetic("next heading", voice: "en-gb-scotland", rate: 175, set: "unseen")
        let noisy = try corpus.mixed(clean, with: noise)
        #expect(noisy.noise == noise && noisy.said == "next heading")
        // The first 0.9 s of the noisy clip are noise alone (its own half second, then the clip's).
        let alone = try Self.sox("sox", [noisy.file.path, "-n", "trim", "0", "0.9", "stats"])
        let line = try #require(alone.split(separator: "\n").first { $0.hasPrefix("RMS lev dB") })
        let level = try #require(line.split(separator: " ").last.flatMap { Double($0) })
        #expect(abs(try SoundTools.speechLevel(of: clean.file) - level - noise.ratio) < 1.5, "\(level) dB")
    }
}
