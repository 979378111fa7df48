import TestSupport
import Testing

@testable import Utterances

/// The ASCII pre-check of ``PreparedPronunciations/apply(to:leading:)`` (``ASCIIMatchStarts``) against the
/// matchers asked piece by piece (``PreparedPronunciations/applyMatching(to:leading:)``), on many generated
/// dictionaries and texts: a text the pre-check passes over must be one the matchers leave alone.
@Suite struct PronunciationPreCheckTests {
    typealias Piece = Utterance.Piece

    static let patternAlphabet: [Character] = Array("LlEeCcTtOoRrAaNn-'.1")
    static let textAlphabet: [Character] = Array("LlEeCcTtOoRrAaNnXxZz -'.,!?1 \t") + ["é", "É", "ß", "ſ", "ﬁ", "レ"]

    static func entry(_ pattern: String, match: PronunciationEntry.Match, caseSensitive: Bool) throws
        -> PronunciationEntry
    {
        try PronunciationEntry(
            pattern: pattern, match: match, caseSensitive: caseSensitive, kind: .say, replacement: "x", language: "en")
    }

    static func dictionaries() throws -> [PreparedPronunciations] {
        var generator = SeededGenerator(seed: 2020)
        var result: [PreparedPronunciations] = [
            PronunciationDictionary().prepared(for: "en"),
            PronunciationDictionary(shippedEntries: [try entry("Lector", match: .word, caseSensitive: false)]).prepared(
                for: "en"),
            PronunciationDictionary(shippedEntries: [try entry("a", match: .anywhere, caseSensitive: true)]).prepared(
                for: "en"),
        ]
        for _ in 0..<60 {
            var entries: [PronunciationEntry] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var pattern = generator.string(from: Self.patternAlphabet, maxLength: 5)
                if pattern.trimmingCharactersNotLetters.isEmpty { pattern = "ab" + pattern }
                let match: PronunciationEntry.Match = Bool.random(using: &generator) ? .word : .anywhere
                guard let made = try? entry(pattern, match: match, caseSensitive: Bool.random(using: &generator)) else {
                    continue
                }
                entries.append(made)
            }
            result.append(PronunciationDictionary(userEntries: entries).prepared(for: "en"))
        }
        return result
    }

    @Test func preCheckLeavesAloneOnlyWhatTheMatchersLeaveAlone() throws {
        var generator = SeededGenerator(seed: 77)
        var passedOver = 0
        var compared = 0
        for prepared in try Self.dictionaries() {
            for _ in 0..<150 {
                var pieces: [Piece] = []
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let text = generator.string(from: Self.textAlphabet, maxLength: 14)
                    pieces.append(Int.random(in: 0..<5, using: &generator) == 0 ? .spelled(text) : .text(text))
                }
                let fast = prepared.apply(to: pieces)
                let general = prepared.applyMatching(to: pieces, leading: [])
                #expect(fast == general, "\(pieces)")
                if let starts = prepared.asciiStarts, pieces.allSatisfy({ starts.certainlyUnmatched($0) }) {
                    passedOver += 1
                }
                compared += 1
            }
        }
        #expect(compared == 63 * 150)
        // The pre-check does pass texts over (else it would be no faster).
        #expect(passedOver > 1_000)
    }

    @Test func regularExpressionsAndNonASCIIPatternsHaveNoPreCheck() throws {
        let regex = try PronunciationEntry(
            pattern: "L[a-z]+", match: .regex, kind: .say, replacement: "x", language: "en")
        #expect(PronunciationDictionary(userEntries: [regex]).prepared(for: "en").asciiStarts == nil)
        let accented = try Self.entry("café", match: .word, caseSensitive: false)
        #expect(PronunciationDictionary(userEntries: [accented]).prepared(for: "en").asciiStarts == nil)
        let plain = try Self.entry("Lector", match: .word, caseSensitive: false)
        #expect(PronunciationDictionary(userEntries: [plain]).prepared(for: "en").asciiStarts != nil)
    }

    @Test(arguments: [
        ("Open the lid", true), ("LECTOR", false), ("a lEctor b", false), ("Café", true), ("Café lector", false),
        ("Straße", false), ("Caf\u{E9}", true), ("le\u{301}ctor", false), ("caf\u{E9} l\u{E9}ctor", true),
        ("ﬁ", false), ("cl e", true), ("", true),
    ])
    func preCheckReadsPairsWithoutCase(text: String, passedOver: Bool) throws {
        let starts = try #require(
            PronunciationDictionary(userEntries: [try Self.entry("Lector", match: .word, caseSensitive: false)])
                .prepared(for: "en").asciiStarts)
        #expect(starts.certainlyUnmatched(.text(text)) == passedOver)
        #expect(starts.certainlyUnmatched(.phonemes(mnemonics: "l'Ekt3", original: "Lector")))
    }
}

extension String {
    fileprivate var trimmingCharactersNotLetters: String { String(filter(\.isLetter)) }
}
