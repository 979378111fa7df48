import Audit
import Testing

/// `label.equals-hint`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelEqualsHintTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Opens settings","hint":"Opens settings.","traits":["button"]}"#),
        .passes(#"{"label":"Settings","hint":"Opens the settings screen.","traits":["button"]}"#),
        .fails(#"{"label":"opens  SETTINGS.","hint":"Opens settings","traits":["button"]}"#),
        .passes(#"{"label":"Opens settings","hint":" ","traits":["button"]}"#),
        .fails(#"{"label":"設定を開く","hint":"設定を開く。","traits":["button"]}"#, "ja"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelEqualsHint(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func itReplacesHintRepeatsLabel() throws {
        let ids = try ElementTrees.ids(#"{"label":"Opens settings","hint":"Opens settings.","traits":["button"]}"#)
        #expect(ids.contains("label.equals-hint"))
        #expect(!ids.contains("hint.repeats-label"))
    }
}
