import Audit
import Testing

/// `label.generic-link`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelGenericLinkTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Learn more","traits":["link"]}"#),
        .fails(#"{"label":"https://example.org/help","traits":["link"]}"#),
        .passes(#"{"label":"Learn more about backups","traits":["link"]}"#),
        .passes(#"{"label":"More","traits":["button"]}"#),
        .fails(#"{"label":"Click here.","traits":["link"]}"#),
        .passes(#"{"label":"About","traits":["link"]}"#),
        .fails(#"{"label":"Klicken Sie hier","traits":["link"]}"#, "de"),
        .passes(#"{"label":"Mehr über Sicherungen","traits":["link"]}"#, "de"),
        .fails(#"{"label":"Más información","traits":["link"]}"#, "es"),
        .fails(#"{"label":"En savoir plus","traits":["link"]}"#, "fr"),
        .fails(#"{"label":"Plus d’infos","traits":["link"]}"#, "fr"),
        .fails(#"{"label":"続きを読む","traits":["link"]}"#, "ja"),
        .passes(#"{"label":"写真を読む","traits":["link"]}"#, "ja"),
        .fails(#"{"label":"اقرأ المزيد","traits":["link"]}"#, "ar"),
        .passes(#"{"label":"→","traits":["link"]}"#),
        .passes(#"{"label":"HTTPS explained","traits":["link"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelGenericLink(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func anAddressGetsItsOwnMessage() throws {
        let finding = try #require(
            try ElementTrees.findings(
                #"{"label":"https://example.org","traits":["link"]}"#, rules: [LabelGenericLink()]
            ).first)
        #expect(finding.message.contains("web address"))
    }
}
