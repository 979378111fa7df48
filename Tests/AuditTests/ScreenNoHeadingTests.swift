import Audit
import Testing

/// `screen.no-heading`: three or more elements and no heading with text.
@Suite struct ScreenNoHeadingTests {
    static func rows(_ count: Int) -> String {
        (1...count).map { #"{"label":"Item \#($0)","traits":["button"]}"# }.joined(separator: ",")
    }

    @Test func twelveRowsWithoutAHeadingFail() throws {
        let found = try ElementTrees.findings(
            #"{"container":"list","children":[\#(Self.rows(12))]}"#, rules: [ScreenNoHeading()])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(ElementTrees.location(finding)?.path == ".")
        #expect(finding.severity == .warning)
    }

    @Test func theSameRowsAfterAHeadingPass() throws {
        let json = #"[{"label":"Items","traits":["header"]},{"container":"list","children":[\#(Self.rows(12))]}]"#
        #expect(try !ElementTrees.fires(ScreenNoHeading(), json))
    }

    @Test(arguments: [
        RuleCase.passes(#"[\#(rows(2))]"#),
        .fails(#"[\#(rows(3))]"#),
        .fails(#"[{"label":"—","traits":["header"]},\#(rows(3))]"#),
        .passes(#"[{"label":"Items","traits":["header"],"isElement":true},\#(rows(3))]"#),
        .fails(#"[{"label":"Items","traits":["header"],"isElement":false},\#(rows(3))]"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(ScreenNoHeading(), testCase.json) == testCase.fires)
    }

    @Test func theScreenFindingComesFirst() throws {
        let json = #"[{"traits":["button"]},\#(Self.rows(2))]"#
        #expect(
            try ElementTrees.ids(json, rules: [LabelMissing(), ScreenNoHeading()]) == [
                "screen.no-heading", "label.missing",
            ])
    }
}
