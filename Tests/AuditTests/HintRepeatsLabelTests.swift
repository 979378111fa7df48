import Audit
import Testing

/// `hint.repeats-label`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintRepeatsLabelTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Save","hint":"Save saves your edits."}"#),
        .fails(#"{"label":"Back","hint":"Back returns to the previous screen."}"#),
        .passes(#"{"label":"Save","hint":"Saves your edits."}"#),
        .passes(#"{"label":"42","hint":"42 is the answer."}"#),
        .passes(#"{"label":"Save","hint":"Save."}"#),
        .passes(#"{"hint":"Saves your edits."}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintRepeatsLabel(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
