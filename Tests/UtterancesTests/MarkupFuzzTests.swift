import TestSupport
import Testing
import Utterances

/// Seeded random user text through the escaper and the IPA converter: never a crash, never markup.
@Suite struct MarkupFuzzTests {
    static let alphabet = Array("<>&[]\"'/=; abc\u{00A0}\u{200F}é😀#$%.,:!?&lt;&#91;speakbreak")

    @Test func escapedRandomTextHoldsNoTagAndNoPhonemeBlock() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let text = generator.string(from: Self.alphabet, maxLength: 40)
            let pieces: [Utterance.Piece] = [
                .text(text), .spelled(generator.string(from: Self.alphabet, maxLength: 6)),
                .text(generator.string(from: Self.alphabet, maxLength: 10)),
            ]
            for capitals in [CapitalsStyle.pitch, .word("cap"), CapitalsStyle.none] {
                let markup = Utterance(language: "en", pieces: pieces).markup(capitals: capitals)
                #expect(!markup.contains("[["), "\(markup)")
                let stripped =
                    markup
                    .replacingOccurrences(of: #"<say-as interpret-as="characters">"#, with: "")
                    .replacingOccurrences(of: "</say-as>", with: "")
                    .replacingOccurrences(of: #"<prosody pitch="+30%">"#, with: "")
                    .replacingOccurrences(of: "</prosody>", with: "")
                #expect(!stripped.contains("<") && !stripped.contains(">"), "\(markup)")
            }
        }
    }

    @Test func randomIPAEitherConvertsToSafeMnemonicsOrNamesTheSymbol() {
        var generator = SeededGenerator(seed: 99)
        let ipa = Array("ˈˌaeiouɪʊəɛɔæɑʌθðʃʒŋɹrlmnptkbdgfvszhwjːʘ͡ʰ/[] .ç")
        for _ in 0..<10_000 {
            let text = generator.string(from: ipa, maxLength: 16)
            for table in PhonemeTable.all {
                do {
                    let converted = try table.convert(ipa: text)
                    #expect(converted.hasPrefix("[[") && converted.hasSuffix("]]"))
                    #expect(MarkupValidator.isValidPhonemes(String(converted.dropFirst(2).dropLast(2))), "\(converted)")
                } catch {
                    #expect(!String(describing: error).isEmpty)
                }
            }
        }
    }
}
