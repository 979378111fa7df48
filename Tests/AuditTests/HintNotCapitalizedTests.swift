import Audit
import Testing

/// `hint.not-capitalized`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintNotCapitalizedTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Photo","hint":"opens the photo."}"#),
        .passes(#"{"label":"Photo","hint":"Opens the photo."}"#),
        .fails(#"{"label":"Photo","hint":"opens the photo.","traits":["staticText"]}"#),
        .passes(#"{"label":"Photo","hint":"iCloud keeps a copy."}"#),
        .passes(#"{"label":"写真","hint":"写真を開きます。"}"#, "ja"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintNotCapitalized(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
