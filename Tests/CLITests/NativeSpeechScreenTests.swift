import Audit
import CLI
import Foundation
import TestSupport
import Testing

/// Issue 19's "Must show", on the built binary with the demo library and the real espeak-ng: every screen in
/// ja shows kanji and its `--output phonemes` has no switch to English "Chinese letter" (user text included),
/// every ja help page shows kanji, and every screen in ar is spoken with a vowel in every Arabic word (the
/// listed abbreviations of `strings.reading` aside).
@Suite(.serialized) struct NativeSpeechScreenTests {
    /// The English voice's "Chinese letter", which espeak-ng's ja voice switches to for each kanji.
    static let chineseLetter = "tS'aIni:z"

    static func run(_ arguments: [String], _ folder: URL) throws -> String {
        let outcome = try ProcessRunner.lector(
            arguments + ["--library", folder.path, "-q"], environment: ["TZ": "UTC"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        return outcome.output
    }

    @Test func everyJapaneseScreenShowsKanjiAndIsSpokenInKana() throws {
        let fixture = try PseudoLocaleScreenTests.fixture()
        for screen in fixture.screens {
            let shown = try Self.run(["inspect", screen, "--locale", "ja"], fixture.folder)
            #expect(StringsReading.containsHan(shown), "ja \(screen) shows no kanji: \(shown)")
            let phonemes = try Self.run(
                ["speak", "--screen", screen, "--all", "--output", "phonemes", "--locale", "ja"], fixture.folder)
            #expect(!phonemes.isEmpty, "ja \(screen)")
            #expect(!phonemes.contains(Self.chineseLetter), "ja \(screen) says “Chinese letter”: \(phonemes)")
        }
    }

    @Test(arguments: [nil] + CommandName.allCases.map(\.rawValue))
    func everyJapaneseHelpPageShowsKanji(command: String?) throws {
        let arguments = command.map { [$0, "--help"] } ?? ["--help"]
        let outcome = try ProcessRunner.lector(arguments + ["--locale", "ja"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        #expect(StringsReading.containsHan(outcome.output), "ja help \(command ?? "lector") shows no kanji")
    }

    @Test func everyArabicScreenIsSpokenWithAVowelInEveryWord() throws {
        let fixture = try PseudoLocaleScreenTests.fixture()
        for screen in fixture.screens {
            let phonemes = try Self.run(
                ["speak", "--screen", screen, "--all", "--output", "phonemes", "--locale", "ar"], fixture.folder)
            #expect(!phonemes.isEmpty, "ar \(screen)")
            let vowelless = VowellessWords.find(in: phonemes)
            #expect(vowelless.isEmpty, "ar \(screen): words read without a vowel \(vowelless) in \(phonemes)")
        }
    }
}
