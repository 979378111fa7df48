import Audit
import Testing

/// `hint.gesture`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintGestureTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Photo","hint":"Double tap to open.","traits":["button"]}"#),
        .passes(#"{"label":"Photo","hint":"Opens the photo.","traits":["button"]}"#),
        .fails(#"{"label":"Photo","hint":"Swipe up for more.","traits":["button"]}"#),
        .fails(#"{"label":"Foto","hint":"Zum Öffnen doppelt tippen.","traits":["button"]}"#, "de"),
        .fails(#"{"label":"Foto","hint":"Toca dos veces para abrir.","traits":["button"]}"#, "es"),
        .fails(#"{"label":"Photo","hint":"Touchez deux fois pour ouvrir.","traits":["button"]}"#, "fr"),
        .fails(#"{"label":"写真","hint":"ダブルタップして開きます。","traits":["button"]}"#, "ja"),
        .fails(#"{"label":"صورة","hint":"انقر لفتح الصورة.","traits":["button"]}"#, "ar"),
        .passes(#"{"label":"Photo","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintGesture(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func onlyTheAuthoredHintCountsNotTheLabel() throws {
        #expect(try !ElementTrees.fires(HintGesture(), #"{"label":"Tap","hint":"Adds a tag.","traits":["button"]}"#))
    }
}
