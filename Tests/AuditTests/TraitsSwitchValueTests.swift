import Audit
import Testing

/// `traits.switch-value`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct TraitsSwitchValueTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Favorite","value":"On","traits":["button","switchButton"]}"#),
        .fails(#"{"label":"Favorite","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Favorite","value":"1","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Favorite","value":" 0 ","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Favorite","value":"2","traits":["button","switchButton"]}"#),
        .fails(#"{"label":"Favorite","value":"3","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Favorite","value":"On","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(TraitsSwitchValue(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func aMissingValueHasItsOwnMessage() throws {
        let finding = try #require(
            try ElementTrees.findings(
                #"{"label":"Favorite","traits":["button","switchButton"]}"#, rules: [TraitsSwitchValue()]
            ).first)
        #expect(finding.message.contains("no value"))
    }
}
