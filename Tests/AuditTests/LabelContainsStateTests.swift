import Audit
import Testing

/// `label.contains-state`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelContainsStateTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Favorite, selected","traits":["button","selected"]}"#),
        .fails(#"{"label":"Wi-Fi on","value":"1","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Favorite","traits":["button","selected"]}"#),
        .passes(#"{"label":"On this day","traits":["header"]}"#),
        .passes(#"{"label":"Turn on backups","traits":["button"]}"#),
        .fails(#"{"label":"Checked items","traits":["button"]}"#),
        .passes(#"{"label":"Selection","traits":["button"]}"#),
        .fails(#"{"label":"Foto ausgewählt","traits":["button"]}"#, "de"),
        .fails(#"{"label":"WLAN aus","traits":["button"]}"#, "de"),
        .passes(#"{"label":"Ausflug","traits":["button"]}"#, "de"),
        .fails(#"{"label":"Foto seleccionada","traits":["button"]}"#, "es"),
        .fails(#"{"label":"Photo sélectionnée","traits":["button"]}"#, "fr"),
        .fails(#"{"label":"写真、選択済み","traits":["button"]}"#, "ja"),
        .fails(#"{"label":"صورة محدد","traits":["button"]}"#, "ar"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelContainsState(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageQuotesTheWord() throws {
        let finding = try #require(
            try ElementTrees.findings(
                #"{"label":"Favorite, selected","traits":["button"]}"#, rules: [LabelContainsState()]
            ).first)
        #expect(finding.message.contains("“selected”"))
    }
}
