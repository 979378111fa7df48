import Accessibility
import Foundation
import Localization
import Narration
import TestSupport
import Testing

/// Display and speech strings (localization.md §10): Japanese shows kanji-kana text and speaks the kana of
/// Readings.strings; the real voice then never switches to English "Chinese letter".
@Suite struct ReadingsTests {
    @Test func japaneseDisplaysKanjiAndSpeaksKana() throws {
        let strings = try NarrationFixture.strings("ja")
        #expect(strings.text(.photosRowHint) == "写真を開きます。")
        #expect(strings.text(.photosRowHint, channel: .speech) == "しゃしんを ひらきます。")
        #expect(strings.text(.traitHeading, channel: .display) == "見出し。")
        #expect(strings.text(.traitHeading, channel: .speech) == "みだし。")
    }

    @Test(arguments: [
        (AccessibilityElement(label: "写真", traits: [.button]), "しゃしん。ボタン。", nil as String?),
        (AccessibilityElement(label: "設定", traits: [.header]), "せってい。みだし。", nil),
        (AccessibilityElement(label: "写真", hint: "写真を開きます。", traits: [.button]), "しゃしん。ボタン。", "しゃしんを ひらきます。"),
        (AccessibilityElement(label: "東京", traits: [.button, .notEnabled]), "東京。たんしょく ひょうじ。ボタン。", nil),
    ])
    func narrationSpeaksTheReadings(element: AccessibilityElement, description: String, hint: String?) throws {
        let speech = try NarrationFixture.narrator("ja").describe(element, context: .none)
        #expect(speech.description.textForm() == description)
        #expect(speech.hint?.textForm() == hint)
    }

    /// Every Japanese trait, context and hint word the narrator speaks reaches the real voice as kana: its
    /// phonemes have no switch to English ("(en)tS'aIni:z", Chinese letter).
    @Test func theJapaneseVoiceGetsNoChineseLetter() throws {
        let narrator = try NarrationFixture.narrator("ja")
        let elements = [
            AccessibilityElement(label: "写真", hint: "写真を開きます。", traits: [.button, .selected, .notEnabled]),
            AccessibilityElement(label: "設定", value: "1", traits: [.switchButton, .header]),
            AccessibilityElement(label: "検索", traits: [.searchField, .textEntry, .adjustable, .image, .link]),
        ]
        for element in elements {
            let speech = try narrator.describe(element, context: .tab(index: 1, count: 6))
            for text in [speech.description.textForm(), speech.hint?.textForm()].compactMap({ $0 }) {
                let phonemes = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", "ja", text]).output
                #expect(!phonemes.contains("(en)"), "\(text) → \(phonemes)")
            }
        }
    }
}
