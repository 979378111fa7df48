import TestSupport
import Testing

@testable import Utterances

/// The ASCII bits of ``Punctuation``'s first check (whether a text changes at a level) against the symbol table
/// read row by row, at every level, on many generated texts.
@Suite struct PunctuationPreCheckTests {
    static let alphabet: [Character] =
        Array("aZ09 .,;:!?'\"()-_@#$%&*+=/\\|~^`[]{}<>") + ["€", "’", "…", "—", "é", "\u{3000}"]

    @Test(arguments: PunctuationLevel.allCases)
    func asciiBitsAgreeWithTheTable(level: PunctuationLevel) {
        let punctuation = Punctuation(level: level, names: [:])
        var generator = SeededGenerator(seed: 31)
        var changed = 0
        for _ in 0..<30_000 {
            let text = generator.string(from: Self.alphabet, maxLength: 7)
            let fast = punctuation.needsWork(text)
            #expect(fast == punctuation.needsWorkByTable(text), "\(level) \(text)")
            if fast { changed += 1 }
        }
        #expect(changed > 1_000)
        #expect(changed < 30_000)
    }

    /// Every ASCII byte, controls and runs of spaces included: the byte-by-byte reading against the table.
    @Test(arguments: PunctuationLevel.allCases)
    func asciiReadingAgreesWithTheTableOnEveryByte(level: PunctuationLevel) {
        let punctuation = Punctuation(level: level, names: [:])
        let everyByte = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [" ", " ", ".", ".", "-", "é"]
        var generator = SeededGenerator(seed: 37)
        var changed = 0
        for _ in 0..<30_000 {
            let text = generator.string(from: everyByte, maxLength: 9)
            let fast = punctuation.needsWork(text)
            #expect(fast == punctuation.needsWorkByTable(text), "\(level) \(text.unicodeScalars.map(\.value))")
            if fast { changed += 1 }
        }
        #expect(changed > 1_000)
        #expect(changed < 30_000)
    }
}
