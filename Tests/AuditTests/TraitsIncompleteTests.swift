import Audit
import Testing

/// `traits.incomplete`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct TraitsIncompleteTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Favorite","value":"1","traits":["switchButton"]}"#),
        .passes(#"{"label":"Favorite","value":"1","traits":["button","switchButton"]}"#),
        .fails(#"{"label":"PIN","traits":["secureTextField"]}"#),
        .passes(#"{"label":"PIN","traits":["secureTextField","textEntry"]}"#),
        .fails(#"{"label":"Name","traits":["isEditing"]}"#),
        .passes(#"{"label":"Search","traits":["searchField","isEditing"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(TraitsIncomplete(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func oneFindingNamesEveryMissingCompanion() throws {
        let findings = try ElementTrees.findings(
            #"{"label":"X2","value":"1","traits":["switchButton","secureTextField"]}"#, rules: [TraitsIncomplete()])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.contains("switchButton without button"))
        #expect(finding.message.contains("secureTextField without textEntry"))
    }
}
