import Audit
import Testing

/// `label.redundant-trait`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelRedundantTraitTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Save button","traits":["button"]}"#),
        .fails(#"{"label":"Suchfeld Fotos","traits":["searchField"]}"#, "de"),
        .passes(#"{"label":"Save","traits":["button"]}"#),
        .passes(#"{"label":"Button battery","traits":["staticText"]}"#),
        .fails(#"{"label":"button foo","traits":["button"]}"#),
        .passes(#"{"label":"Buttons","traits":["button"]}"#),
        .fails(#"{"label":"Profile picture","traits":["image"]}"#),
        .fails(#"{"label":"Photos tab","traits":["button"]}"#).inTabBar,
        .passes(#"{"label":"Photos tab","traits":["button"]}"#),
        .fails(#"{"label":"Password field","traits":["textEntry","secureTextField"]}"#),
        .fails(#"{"label":"保存ボタン","traits":["button"]}"#, "ja"),
        .fails(#"{"label":"الزر حفظ","traits":["button"]}"#, "ar"),
        .passes(#"{"label":"Image","traits":["image"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelRedundantTrait(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesTheWordAndTheTrait() throws {
        let finding = try #require(
            try ElementTrees.findings(#"{"label":"Save button","traits":["button"]}"#, rules: [LabelRedundantTrait()])
                .first)
        #expect(
            finding.message == "The label contains “button”, which the button trait already speaks; take the word out.")
        #expect(finding.severity == .warning)
    }

    @Test func aLanguageWithoutWordListsIsSkippedOnce() throws {
        let result = try ElementTrees.result(
            #"[{"label":"Knap","traits":["button"]},{"label":"Gem","traits":["button"]}]"#, locale: "da",
            rules: [LabelRedundantTrait()])
        #expect(result.findings.isEmpty)
        #expect(result.skipped.map(\.rule) == ["label.redundant-trait"])
        #expect(result.skipped.first?.locale == "da")
    }
}
