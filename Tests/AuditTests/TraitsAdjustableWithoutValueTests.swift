import Audit
import Testing

/// `traits.adjustable-without-value`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct TraitsAdjustableWithoutValueTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Quantity","traits":["adjustable"]}"#),
        .passes(#"{"label":"Quantity","value":"3","traits":["adjustable"]}"#),
        .fails(#"{"label":"Quantity","value":" ","traits":["adjustable"]}"#),
        .passes(#"{"label":"Quantity","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(
            try ElementTrees.fires(TraitsAdjustableWithoutValue(), testCase.json, locale: testCase.locale)
                == testCase.fires)
    }
}
