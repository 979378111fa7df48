import Audit
import Testing

/// `hint.missing-period`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintMissingPeriodTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Photo","hint":"Opens the photo"}"#),
        .passes(#"{"label":"Photo","hint":"Opens the photo."}"#),
        .passes(#"{"label":"Photo","hint":"Opens “Settings.”"}"#),
        .passes(#"{"label":"写真","hint":"写真を開きます。"}"#, "ja"),
        .fails(#"{"label":"Photo","hint":"Opens the photo!"}"#),
        .passes(#"{"label":"Photo","hint":"Opens the photo (full size)."}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintMissingPeriod(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
