import Audit
import Testing

/// `label.symbol-only`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelSymbolOnlyTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"×","traits":["button"]}"#),
        .fails(#"{"label":"⭐️","traits":["button"]}"#),
        .fails(#"{"label":"X","traits":["button"]}"#),
        .passes(#"{"label":"Close","traits":["button"]}"#),
        .passes(#"{"label":"A","traits":["header"]}"#),
        .passes(#"{"label":"前","traits":["button"]}"#),
        .passes(#"{"label":"Q","traits":["keyboardKey"]}"#),
        .passes(#"{"label":"Q","traits":["staticText"]}"#),
        .fails(#"{"label":"abc","traits":["button"]}"#),
        .fails(#"{"label":"AA","traits":["button"]}"#),
        .fails(#"{"label":"\uE001","traits":["button"]}"#),
        .passes(#"{"label":"—","traits":["header"]}"#),
        .passes(#"{"label":"1","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelSymbolOnly(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func aHeaderOfSymbolsIsAnEmptyHeading() throws {
        #expect(try ElementTrees.ids(#"{"label":"—","traits":["header"]}"#) == ["heading.empty"])
    }
}
