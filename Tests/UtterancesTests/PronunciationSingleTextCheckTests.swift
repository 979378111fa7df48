import TestSupport
import Testing

@testable import Utterances

/// ``PreparedPronunciations/certainlyLeavesAlone(_:)``, the check of one text without a piece array, against the
/// dictionary applied to that text as a piece, on the generated dictionaries of ``PronunciationPreCheckTests``.
@Suite struct PronunciationSingleTextCheckTests {
    @Test func aTextLeftAloneIsOneTheDictionaryGivesBack() throws {
        var generator = SeededGenerator(seed: 137)
        var alone = 0
        for prepared in try PronunciationPreCheckTests.dictionaries() {
            for _ in 0..<300 {
                let text = generator.string(from: PronunciationPreCheckTests.textAlphabet, maxLength: 12)
                guard prepared.certainlyLeavesAlone(text) else { continue }
                alone += 1
                #expect(prepared.apply(to: [.text(text)]) == [.text(text)], "\(text)")
                #expect(prepared.applyMatching(to: [.text(text)], leading: []) == [.text(text)], "\(text)")
            }
        }
        #expect(alone > 1_000)
        #expect(PronunciationDictionary().prepared(for: "en").certainlyLeavesAlone("Café ſ"))
    }
}
