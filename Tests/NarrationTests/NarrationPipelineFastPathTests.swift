import Foundation
import Localization
import TestSupport
import Testing
import Utterances

@testable import Narration

/// The ways around the general pipeline of issue 20's fourth pass against the general ways, on many generated
/// inputs in every shipped language: a text said as it is, a text appended in place, the series format written
/// over its first argument, the best amount reading read one by one and the scalars of a text.
@Suite struct NarrationPipelineFastPathTests {
    static let languages = ["en", "de", "es", "fr", "ja", "ar"]
    static let levels: [PunctuationLevel] = [.none, .some, .all]
    static let alphabet: [Character] =
        Array("aAzZlLeE09 .,-&@#!?'$€%:/_") + ["é", "e\u{301}", "ß", "ſ", "ボ", "。", "\u{200B}"]

    static func dictionary() throws -> PronunciationDictionary {
        PronunciationDictionary(shippedEntries: [
            try PronunciationEntry(
                pattern: "Lector", match: .word, caseSensitive: false, kind: .say, replacement: "Lektor", language: "en"
            ),
            try PronunciationEntry(
                pattern: "table", match: .anywhere, caseSensitive: true, kind: .say, replacement: "tabel",
                language: "en"),
        ])
    }

    static func texts(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var texts = [
            "Camera", "Café table", "The Left Hand of Darkness", "Tom & Jerry", "IMG_0042.JPG", "Opens the item.",
            "Favorite", "$12.50", "2024-03-15", "Lector", "lector app", "a  b", " a", "--", "Button",
        ]
        for _ in 0..<count { texts.append(SpeechCleanup.clean(generator.string(from: alphabet, maxLength: 12))) }
        return texts
    }

    static func randomText(_ generator: inout SeededGenerator) -> SpokenText {
        let pieces: [Utterance.Piece] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            let text = generator.string(from: alphabet, maxLength: 6)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return .spelled(text)
            case 1: return .phonemes(mnemonics: "h@l'oU", original: text)
            default: return .text(text)
            }
        }
        return SpokenText(pieces: pieces)
    }

    /// A text said as it is (no digit, no entry can start in it, punctuation leaves it alone) comes out of
    /// processing exactly as the whole pipeline makes it, at every punctuation level.
    @Test(arguments: languages)
    func textsSaidAsTheyAreComeOutAsThePipelineMakesThem(tag: String) throws {
        var shortcuts = 0
        for level in Self.levels {
            let language = try NarrationFixture.language(tag, punctuation: level, dictionary: Self.dictionary())
            for text in Self.texts(seed: 89, count: 1_500) where !text.isEmpty {
                let hasDigits = text.hasASCIIDigit
                let general = language.processThroughPipeline(text, hasDigits: hasDigits, leading: [])
                if !language.strings.hasReadings {
                    #expect(language.process(cleanUserText: text) == general, "\(level) \(Array(text.unicodeScalars))")
                }
                if !hasDigits, language.dictionary.certainlyLeavesAlone(text), language.punctuation.leavesAlone(text) {
                    shortcuts += 1
                    #expect(general == SpokenText(pieces: [.text(text)]), "\(level) \(text)")
                }
            }
        }
        #expect(shortcuts > 100)
    }

    /// Appending a processed text to a description gives the description followed by what processing gives.
    @Test(arguments: languages)
    func appendingAProcessedTextAgreesWithProcessingIt(tag: String) throws {
        let language = try NarrationFixture.language(tag, dictionary: Self.dictionary())
        var generator = SeededGenerator(seed: 97)
        for text in Self.texts(seed: 101, count: 1_000) {
            let before = Self.randomText(&generator)
            var appended = before
            language.append(cleanUserText: text, to: &appended)
            var expected = before
            expected.append(language.process(cleanUserText: text))
            #expect(appended == expected, "\(Array(text.unicodeScalars))")
        }
    }

    /// The series format written over its first argument says what the format filled the general way says.
    @Test(arguments: languages + ["en-XA", "ar-XB"])
    func seriesWrittenInPlaceAgreesWithTheFormat(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let composer = Composer(language: language)
        var generator = SeededGenerator(seed: 103)
        for _ in 0..<800 {
            let text = Self.randomText(&generator)
            let index = Int.random(in: -3...1_200, using: &generator)
            let count = Int.random(in: 0...100_000, using: &generator)
            var inPlace = text
            composer.formatSeries(&inPlace, index: index, count: count)
            #expect(
                inPlace == composer.format(.contextSeries, .pieces(text), .number(index), .number(count)),
                "\(text.pieces)")
        }
    }

    /// The best amount reading, read separator set by separator set, is the one the array of readings gives.
    @Test(arguments: languages)
    func bestReadingReadOneByOneAgreesWithTheReadings(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let sets =
            language.lookups.separatorSets + [
                SeparatorSet(grouping: " ", decimal: ","), SeparatorSet(grouping: "'", decimal: "."),
            ]
        let characters: [Character] = Array("0123456789.,' ") + ["\u{202F}", "a"]
        var generator = SeededGenerator(seed: 107)
        var read = 0
        for _ in 0..<4_000 {
            let s = Array(generator.string(from: characters, maxLength: 16).unicodeScalars)
            let start = s.isEmpty ? 0 : Int.random(in: 0..<s.count, using: &generator)
            for count in 0...sets.count {
                let chosen = Array(sets.prefix(count))
                for minorDigits in [0, 2, 3] {
                    let readings = chosen.compactMap { Amount.reading(s, at: start, separators: $0) }
                    let expected = Amount.best(readings, minorDigits: minorDigits)
                    let oneByOne = Amount.best(s, at: start, separatorSets: chosen, minorDigits: minorDigits)
                    #expect(
                        oneByOne?.start == expected?.start && oneByOne?.end == expected?.end
                            && oneByOne?.integerEnd == expected?.integerEnd
                            && oneByOne?.fractionDigits == expected?.fractionDigits
                            && oneByOne?.integerDigits == expected?.integerDigits
                            && oneByOne?.smallInteger == expected?.smallInteger,
                        "\(String(String.UnicodeScalarView(s))) at \(start)")
                    if expected != nil { read += 1 }
                }
            }
        }
        #expect(read > 5_000)
    }
}
