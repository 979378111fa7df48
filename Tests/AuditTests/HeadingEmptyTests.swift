import Audit
import Testing

/// `heading.empty`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HeadingEmptyTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"","traits":["header"]}"#),
        .fails(#"{"label":"—","traits":["header"]}"#),
        .passes(#"{"label":"Inventory","traits":["header"]}"#),
        .fails(#"{"label":" ","traits":["header"]}"#),
        .passes(#"{"label":"1","traits":["header"]}"#),
        .passes(#"{"label":"","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HeadingEmpty(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func itReplacesTheOtherNameRules() throws {
        #expect(try ElementTrees.ids(#"{"traits":["header"]}"#) == ["heading.empty"])
        #expect(try ElementTrees.ids(#"{"label":" ","traits":["header"]}"#) == ["heading.empty"])
    }
}
