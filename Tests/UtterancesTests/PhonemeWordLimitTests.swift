import Testing

@testable import Utterances

/// The longest phoneme word that reaches libespeak-ng (issue 40): 1.51 writes a word's phonemes into a buffer of
/// 200 codes unchecked (silence from 238, SIGSEGV from 360), so a word of more than 100 characters is refused
/// when an entry is made and spoken as written when one is met in markup.
@Suite struct PhonemeWordLimitTests {
    static let crashing = String(repeating: "t", count: 360)

    @Test func aWordOfAHundredCharactersIsTheLongestAccepted() throws {
        try MarkupValidator.validatePhonemes(String(repeating: "t", count: 100))
        try MarkupValidator.validatePhonemes(
            String(repeating: "t", count: 100) + " " + String(repeating: "t", count: 100))
        let error = #expect(throws: MarkupError.self) {
            try MarkupValidator.validatePhonemes(String(repeating: "t", count: 101))
        }
        #expect(error == .phonemeWordTooLong(mnemonics: String(repeating: "t", count: 101), maximum: 100))
    }

    @Test func anEspeakEntryWithTheCrashingWordIsRefused() throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "zork", kind: .espeak, replacement: "[[\(Self.crashing)]]", language: "en")
        }
        #expect(error == .markup(.phonemeWordTooLong(mnemonics: Self.crashing, maximum: 100)))
    }

    @Test func anIPAEntryIsCheckedAfterConversion() throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "zork", kind: .ipa, replacement: Self.crashing, language: "en")
        }
        guard case .markup(.phonemeWordTooLong) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    @Test func markupSpeaksAnOverLongPhonemeWordAsWritten() {
        let utterance = Utterance(
            language: "en",
            pieces: [.text("Say "), .phonemes(mnemonics: Self.crashing, original: "zork"), .text(" now.")])
        #expect(utterance.markup(capitals: .none) == "Say zork now.")
    }
}
