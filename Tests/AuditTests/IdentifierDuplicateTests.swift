import Audit
import Testing

/// `identifier.duplicate`: every node counts, elements or not; one finding per group.
@Suite struct IdentifierDuplicateTests {
    @Test func twoNodesWithOneIdentifierFail() throws {
        let json =
            #"{"container":"list","identifier":"items.row","children":[{"label":"A1","identifier":"items.row"}]}"#
        let found = try ElementTrees.findings(json, rules: [IdentifierDuplicate()])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(ElementTrees.location(finding)?.path == ".")
        #expect(finding.related.compactMap { ElementTrees.location2($0)?.path } == ["0"])
        #expect(finding.message.contains("“items.row”"))
    }

    @Test(arguments: [
        RuleCase.passes(
            #"[{"label":"A1","identifier":"items.row.6F2A"},{"label":"B2","identifier":"items.row.91C0"}]"#),
        .fails(#"[{"label":"A1","identifier":" items.row"},{"label":"B2","identifier":"items.row "}]"#),
        .passes(#"[{"label":"A1","identifier":"items.row"},{"label":"B2","identifier":"Items.row"}]"#),
        .passes(#"[{"label":"A1","identifier":" "},{"label":"B2","identifier":" "}]"#),
        .fails(#"[{"identifier":"x"},{"identifier":"x"}]"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(IdentifierDuplicate(), testCase.json) == testCase.fires)
    }
}
