import Accessibility
import Narration
import TestSupport
import Testing
import Utterances

/// Sentence ends per script (`narration.md` §1, issue 19 item 3): `。` `．` `?` `!` `؟` end a sentence as `.`
/// does, composition appends the language's own terminator (`。` in Japanese), and a hint format's full stop
/// gives way to a hint's question mark.
@Suite struct SentenceEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let tag: String
        let element: AccessibilityElement
        var context: StopContext = .none
        let description: String
        var hint: String? = nil
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "en question mark", tag: "en", element: .init(label: "Ready?", traits: [.button]),
            description: "Ready? Button."),
        Case(
            id: "en exclamation mark", tag: "en", element: .init(label: "Stop!", traits: [.button]),
            description: "Stop! Button."),
        Case(
            id: "en full stop stays one", tag: "en", element: .init(label: "Done.", traits: [.button]),
            description: "Done. Button."),
        Case(
            id: "ar question mark", tag: "ar", element: .init(label: "هل انتهيت؟", traits: [.button]),
            description: "هل انتهيت؟ زر."),
        Case(
            id: "ja terminator is 。", tag: "ja", element: .init(label: "しゃしん", traits: [.button]),
            description: "しゃしん。ボタン。"),
        Case(
            id: "ja full-width full stop", tag: "ja", element: .init(label: "おわり．", traits: [.button]),
            description: "おわり．ボタン。"),
        Case(
            id: "ja 。 ends the label", tag: "ja", element: .init(label: "ひらく。", traits: [.button, .header]),
            description: "ひらく。ボタン。みだし。"),
        Case(
            id: "ja full-width question mark", tag: "ja", element: .init(label: "けす？", traits: [.link]),
            description: "けす？リンク。"),
        Case(
            id: "ja list start after 。", tag: "ja", element: .init(label: "いち"), context: .listStart,
            description: "いち。リストの はじめ。"),
        Case(
            id: "en hint question keeps its mark", tag: "en",
            element: .init(label: "S", value: "1", hint: "Shows the map?", traits: [.switchButton]),
            description: "S. On.", hint: "Shows the map? Press Enter to toggle setting."),
        Case(
            id: "en hint full stop is the format's", tag: "en",
            element: .init(label: "S", value: "1", hint: "Shows the map.", traits: [.switchButton]),
            description: "S. On.", hint: "Shows the map. Press Enter to toggle setting."),
        Case(
            id: "ja hint keeps the pause 。", tag: "ja",
            element: .init(label: "S", value: "1", hint: "ちずを みせます。", traits: [.switchButton]),
            description: "S。オン。", hint: "ちずを みせます。エンターキーで せっていを きりかえます。"),
        Case(
            id: "ja hint ending in ASCII period", tag: "ja",
            element: .init(label: "S", value: "1", hint: "ちずを みせます.", traits: [.switchButton]),
            description: "S。オン。", hint: "ちずを みせます。エンターキーで せっていを きりかえます。"),
    ]

    @Test(arguments: cases)
    func composesWithTheScriptsSentenceEnds(_ c: Case) throws {
        let narrator = try NarrationFixture.narrator(c.tag)
        let speech = try narrator.describe(c.element, context: c.context)
        #expect(speech.description.textForm() == c.description)
        if let hint = c.hint { #expect(speech.hint?.textForm() == hint) }
    }

    /// An Arabic hint that asks keeps its ؟ and the format adds no "." after it.
    @Test func arabicQuestionHintKeepsItsMark() throws {
        let narrator = try NarrationFixture.narrator("ar")
        let element = AccessibilityElement(label: "S", value: "1", hint: "يعرض الخريطة؟", traits: [.switchButton])
        let hint = try #require(try narrator.describe(element, context: .none).hint?.textForm())
        #expect(hint.hasPrefix("يعرض الخريطة؟ "), "\(hint)")
        #expect(!hint.contains("؟."), "\(hint)")
    }

    @Test(arguments: [
        ("Ready?", true), ("Stop!", true), ("Done.", true), ("ボタン。", true), ("おわり．", true), ("けす？", true),
        ("なに！", true), ("هل انتهيت؟", true), ("Done. ", true), ("Photos", false), ("ボタン", false),
        ("a,", false), ("", false),
    ])
    func recognizesSentenceEnds(text: String, ends: Bool) {
        #expect(SentenceEnd.ends(text) == ends)
    }

    @Test(arguments: [("ja", "。"), ("ja-JP", "。"), ("zh-Hans", "。"), ("en", "."), ("ar", "."), ("de-AT", ".")])
    func eachLanguageHasItsTerminator(tag: String, terminator: String) {
        #expect(SentenceEnd.terminator(forLanguage: tag) == terminator)
    }

    /// The real voice pauses at the 。 composition now writes: espeak-ng's phoneme output breaks the clause
    /// there (a new line), which it does not for an ASCII "." with no space after it.
    @Test func theJapaneseVoicePausesAtTheComposedTerminator() throws {
        let narrator = try NarrationFixture.narrator("ja")
        let element = AccessibilityElement(label: "しゃしん", traits: [.button], language: "ja")
        let text = try narrator.describe(element, context: .none).description.textForm()
        let composed = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", "ja", text])
        let run = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", "ja", "しゃしん.ボタン."])
        #expect(composed.output.split(separator: "\n").count == 2, "\(composed.output)")
        #expect(run.output.split(separator: "\n").count == 1, "\(run.output)")
    }
}
