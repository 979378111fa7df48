import Audit
import Testing

/// `traits.text-field-label-is-value`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct TraitsTextFieldLabelIsValueTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Anna","value":"Anna","traits":["textEntry"]}"#),
        .passes(#"{"label":"Name","value":"Anna","traits":["textEntry"]}"#),
        .fails(#"{"label":"beach ","value":"Beach","traits":["searchField"]}"#),
        .passes(#"{"label":"Anna","value":"Anna","traits":["staticText"]}"#),
        .passes(#"{"label":"","value":" ","traits":["textEntry"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(
            try ElementTrees.fires(TraitsTextFieldLabelIsValue(), testCase.json, locale: testCase.locale)
                == testCase.fires)
    }
}
