import Audit
import Testing

/// `label.trailing-period`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelTrailingPeriodTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Delete.","traits":["button"]}"#),
        .passes(#"{"label":"Delete","traits":["button"]}"#),
        .passes(#"{"label":"Saved.","traits":["staticText"]}"#),
        .passes(#"{"label":"Camera, 2 photos.","traits":["button"]}"#),
        .passes(#"{"label":"Add tag...","traits":["button"]}"#),
        .fails(#"{"label":"保存。","traits":["button"]}"#, "ja"),
        .fails(#"{"label":"Delete. ","traits":["image"]}"#),
        .passes(#"{"label":"See more.","traits":["link"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelTrailingPeriod(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
