import Audit
import Core
import Testing

/// `label.markup`: HTML tags and character references in labels, values and hints (and, through
/// `strings.label-rules`, in label, hint and trait entries of strings tables); a lone `<` or `&` is text.
@Suite struct LabelMarkupTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"R&amp;D","traits":["button"]}"#),
        .fails(#"{"label":"<i>Note</i>","traits":["staticText"]}"#),
        .fails(#"{"label":"<b>Save</b>","traits":["button"]}"#),
        .fails(#"{"label":"Open <a href=\"https://x\">the pier</a>","traits":["link"]}"#),
        .fails(#"{"label":"Line<br/>break","traits":["staticText"]}"#),
        .fails(#"{"label":"It&#39;s","traits":["staticText"]}"#),
        .fails(#"{"label":"It&#x27;s","traits":["staticText"]}"#),
        .fails(#"{"label":"Price","value":"10&nbsp;€","traits":["staticText"]}"#),
        .fails(#"{"label":"Caf&eacute;","traits":["staticText"]}"#),
        .fails(#"{"label":"Share","hint":"Shares the photo &amp; its tags.","traits":["button"]}"#),
        .passes(#"{"label":"a < b","traits":["staticText"]}"#),
        .passes(#"{"label":"Fish & Chips","traits":["staticText"]}"#),
        .passes(#"{"label":"AT&T;","traits":["staticText"]}"#),
        .passes(#"{"label":"I <3 cats","traits":["staticText"]}"#),
        .passes(#"{"label":"x<y and y>z","traits":["staticText"]}"#),
        .passes(#"{"label":"Hello <name>","traits":["staticText"]}"#),
        .passes(#"{"label":"&unknown; & &#; &#xZZ;","traits":["staticText"]}"#),
        .passes(#"{"label":"Password","value":"<b>&amp;","traits":["textEntry","secureTextField"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelMarkup(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesEachPieceOnceAsWritten() throws {
        let findings = try ElementTrees.findings(
            #"{"label":"<i>R&amp;D</i> &amp; <i>more</i>","traits":["staticText"]}"#, rules: [LabelMarkup()])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "The text holds HTML that the voice reads out as symbols: <i>, &amp;, </i>. Give it plain text.")
    }

    @Test(arguments: [
        ("\"a.label\" = \"R&amp;D\";", ["label.markup"]),
        ("\"a.hint\" = \"Opens the <b>photo</b>.\";", ["label.markup"]),
        ("\"trait.x\" = \"Text&nbsp;Field\";", []),
        ("\"a.label\" = \"Fish & Chips\";", [String]()),
        ("\"a.label\" = \"A < b\";", []),
        ("\"screen.title\" = \"<b>Title</b>\";", []),
    ])
    func stringsEntries(row: String, expected: [String]) throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": row]], rules: [StringsLabelRules()])
        #expect(findings.compactMap(\.check) == expected)
    }

    @Test func theScannerFindsTagsAndReferencesInOrder() {
        let found = HTMLText.markup(in: #"Taken at &lt;dawn&gt; & <a href="https://x">the pier</a>"#)
        #expect(found.map(\.text) == ["&lt;", "&gt;", #"<a href="https://x">"#, "</a>"])
        #expect(found.map(\.kind) == [.characterReference, .characterReference, .tag, .tag])
    }

    @Test func aLongRunOfUnclosedMarkupIsScannedOnce() {
        // Linear: each "<" looks ahead only to the next one.
        let text = String(repeating: "<a b ", count: 50_000) + String(repeating: "&amp", count: 50_000)
        #expect(HTMLText.markup(in: text).isEmpty)
    }
}
