import TestSupport
import Testing

@testable import Utterances

/// The byte-by-byte way of ``Punctuation/apply(to:)-(String)`` against the character-by-character way, with names,
/// at every level: runs, pauses, symbols between letters and digits, spaces at the ends and in runs.
@Suite struct PunctuationASCIIWayTests {
    static let alphabet: [Character] = Array("aZ09  .,;:!?'\"()-_@#$%&*+=/\\|~^`[]{}<>\t") + Array("....----  ")

    static let names: [String: String] = Dictionary(
        uniqueKeysWithValues: PunctuationSymbol.keys.enumerated().map { index, key in
            (key, index % 7 == 0 ? "" : "n\(index)")
        })

    @Test(arguments: PunctuationLevel.allCases)
    func asciiWayAgreesWithTheCharacterWay(level: PunctuationLevel) throws {
        let punctuation = Punctuation(level: level, names: Self.names)
        var generator = SeededGenerator(seed: 127)
        var compared = 0
        for _ in 0..<20_000 {
            let text = generator.string(from: Self.alphabet, maxLength: 9)
            let ascii = try #require(punctuation.applyToASCII(text))
            #expect(ascii == punctuation.applyByCharacters(text), "\(level) \(Array(text.utf8))")
            compared += 1
        }
        #expect(compared == 20_000)
    }

    /// A text that punctuation leaves alone, asked on its own, is one that the piece check leaves alone.
    @Test(arguments: PunctuationLevel.allCases)
    func aTextLeftAloneIsAPieceLeftAlone(level: PunctuationLevel) {
        let punctuation = Punctuation(level: level, names: Self.names)
        var generator = SeededGenerator(seed: 131)
        var alone = 0
        for _ in 0..<20_000 {
            let text = generator.string(from: Self.alphabet + ["é", "…"], maxLength: 6)
            let leftAlone = punctuation.leavesAlone(text)
            #expect(leftAlone == (!text.isEmpty && !punctuation.needsWork(text)))
            if leftAlone {
                alone += 1
                #expect(punctuation.apply(to: [.text(text)]) == [.text(text)], "\(text)")
            }
        }
        #expect(alone > 500)
    }
}
