import Audit
import Testing

/// `hint.repeats-trait`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintRepeatsTraitTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Scale","value":"2","traits":["adjustable"],"hint":"Slider that sets the scale."}"#),
        .passes(#"{"label":"Scale","value":"2","traits":["adjustable"],"hint":"Sets the scale."}"#),
        .passes(#"{"label":"Scale","value":"2","traits":["button"],"hint":"Slider that sets the scale."}"#),
        .fails(#"{"label":"Foto","traits":["button"],"hint":"Taste, die das Foto öffnet."}"#, "de"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintRepeatsTrait(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesTheTrait() throws {
        let finding = try #require(
            try ElementTrees.findings(
                #"{"label":"Scale","value":"2","traits":["adjustable"],"hint":"Slider that sets the scale."}"#,
                rules: [HintRepeatsTrait()]
            ).first)
        #expect(
            finding.message
                == "The hint contains “Slider”, which the adjustable trait already speaks; take the word out.")
    }
}
