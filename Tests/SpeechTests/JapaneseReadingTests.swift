import Speech
import TestSupport
import Testing

/// The speech layer gives the Japanese voice MeCab's kana reading of kanji (issue 19 item 2): the demo's photo
/// title 東京タワーの夜景 comes out of `phonemes` (what `--output phonemes` prints) with no switch to English
/// "Chinese letter"; phoneme blocks are left alone.
@Suite(.serialized) struct JapaneseReadingTests {
    @Test func kanjiUserTextIsReadInKana() throws {
        let phonemes = try SharedSynthesizer.shared.phonemes(markup: "東京タワーの夜景", language: "ja")
        #expect(!phonemes.contains("(en)"), "\(phonemes)")
        #expect(phonemes.contains("o:k"), "\(phonemes)")
    }

    @Test func phonemeBlocksStayAsWritten() throws {
        let phonemes = try SharedSynthesizer.shared.phonemes(
            markup: #"写真 [[r`ek'uta:]]"#, language: "ja")
        #expect(!phonemes.contains("(en)"), "\(phonemes)")
    }
}
