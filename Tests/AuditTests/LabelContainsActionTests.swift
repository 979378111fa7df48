import Audit
import Testing

/// `label.contains-action`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelContainsActionTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Tap to add","traits":["button"]}"#),
        .passes(#"{"label":"Add","traits":["button"]}"#),
        .fails(#"{"label":"Double-tap to zoom","traits":["button"]}"#),
        .passes(#"{"label":"Tapestry","traits":["button"]}"#),
        .fails(#"{"label":"Zum Öffnen tippen","traits":["button"]}"#, "de"),
        .fails(#"{"label":"Haz clic aquí","traits":["button"]}"#, "es"),
        .fails(#"{"label":"Touchez pour ouvrir","traits":["button"]}"#, "fr"),
        .fails(#"{"label":"タップして開く","traits":["button"]}"#, "ja"),
        .fails(#"{"label":"انقر للفتح","traits":["button"]}"#, "ar"),
        // An instruction in a footer is what static text is for; on a link or a heading it is a label.
        .passes(#"{"label":"Tap + to add an item","traits":["staticText"]}"#),
        .fails(#"{"label":"Tap + to add an item","traits":["staticText","link"]}"#),
        .fails(#"{"label":"Tap to add","traits":["staticText","header"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelContainsAction(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
