import Audit
import Testing

/// `label.whitespace`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelWhitespaceTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":" ","traits":["button"]}"#),
        .fails(#"{"label":"\u200B","traits":["button"]}"#),
        .fails(#"{"label":"\u00A0\t","traits":["image"]}"#),
        .passes(#"{"label":"Add","traits":["button"]}"#),
        .passes(#"{"label":"","traits":["button"]}"#),
        .passes(#"{"label":" ","traits":["header"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelWhitespace(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func aWhitespaceLabelIsNotAlsoMissingOrSymbolOnly() throws {
        #expect(try ElementTrees.ids(#"{"label":" ","traits":["button"]}"#) == ["label.whitespace"])
    }
}
