import Audit
import Testing

/// `traits.conflict`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct TraitsConflictTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Help","traits":["button","link"]}"#),
        .fails(#"{"label":"Zoom","value":"2×","traits":["button","adjustable"]}"#),
        .passes(#"{"label":"Zoom","value":"2×","traits":["link","adjustable"]}"#),
        .passes(#"{"label":"Favorite","value":"1","traits":["button","switchButton"]}"#),
        .fails(#"{"label":"Name","traits":["textEntry","button"]}"#),
        .fails(#"{"label":"Search","traits":["searchField","keyboardKey"]}"#),
        .fails(#"{"label":"PIN","traits":["secureTextField","textEntry","adjustable"]}"#),
        .passes(#"{"label":"Name","traits":["textEntry"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(TraitsConflict(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesTheTraits() throws {
        let finding = try #require(
            try ElementTrees.findings(#"{"label":"Help","traits":["link","button"]}"#, rules: [TraitsConflict()]).first)
        #expect(finding.message.contains("button, link"))
        #expect(finding.severity == .error)
    }

    @Test func aConflictedElementIsStillCheckedByTheOtherRules() throws {
        let ids = try ElementTrees.ids(#"{"label":"Help button","traits":["button","link"]}"#)
        #expect(ids == ["label.redundant-trait", "traits.conflict"])
    }
}
