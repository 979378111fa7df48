import Audit
import Testing

/// `label.not-capitalized`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelNotCapitalizedTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"delete","traits":["button"]}"#),
        .passes(#"{"label":"Delete","traits":["button"]}"#),
        .passes(#"{"label":"iPhone case","traits":["button"]}"#),
        .passes(#"{"label":"3 photos","traits":["button"]}"#),
        .passes(#"{"label":"delete","traits":["staticText"]}"#),
        .passes(#"{"label":"写真","traits":["button"]}"#, "ja"),
        .fails(#"{"label":" éditer","traits":["button"]}"#, "fr"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelNotCapitalized(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func itIsANote() throws {
        let finding = try #require(
            try ElementTrees.findings(#"{"label":"delete","traits":["button"]}"#, rules: [LabelNotCapitalized()]).first)
        #expect(finding.severity == .info)
    }
}
