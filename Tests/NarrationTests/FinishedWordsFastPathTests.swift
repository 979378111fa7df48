import Testing
import TestSupport
import Utterances

@testable import Narration

/// ``NarrationLanguage/FinishedWords``, the short list compared by length and `==` before the dictionary, against a
/// plain `[String: SpokenText]` kept the way the cache was kept before (issue 20), on generated words.
@Suite struct FinishedWordsFastPathTests {
    static let alphabet: [Character] =
        Array("abcAB .") + ["é", "e\u{301}", "K", "\u{212A}", ";", "\u{037E}", "ß", "\u{200B}"]

    @Test func theListAndTheDictionaryAgreeWithOneDictionary() {
        var generator = SeededGenerator(seed: 2020)
        var kept = NarrationLanguage.FinishedWords()
        var reference: [String: SpokenText] = [:]
        var found = 0
        for round in 0..<3_000 {
            let word = generator.string(from: Self.alphabet, maxLength: round < 200 ? 2 : 4)
            let expected = reference[word]
            #expect(kept.word(word) == expected, "\(Array(word.unicodeScalars))")
            if expected != nil { found += 1 }
            let finished = SpokenText(pieces: [.text("\(round)")])
            if expected == nil {
                if reference.count < NarrationLanguage.FinishedWords.limit { reference[word] = finished }
                kept.keep(word, finished)
            }
        }
        #expect(kept.first.count + kept.others.count == reference.count)
        #expect(found > 500)
    }

    @Test func canonicallyEquivalentWordsAreOneWord() {
        var kept = NarrationLanguage.FinishedWords()
        kept.keep("K", SpokenText(pieces: [.text("k")]))
        kept.keep("é", SpokenText(pieces: [.text("e")]))
        #expect(kept.word("\u{212A}") == SpokenText(pieces: [.text("k")]))
        #expect(kept.word("e\u{301}") == SpokenText(pieces: [.text("e")]))
        #expect(kept.word("k") == nil)
        #expect(kept.word("KK") == nil)
    }
}
