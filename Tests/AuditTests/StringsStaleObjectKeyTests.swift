import Audit
import Testing

/// `strings.stale-object-key`: table keys whose object id is not in the document.
@Suite struct StringsStaleObjectKeyTests {
    static let storyboard = InterfaceFiles.storyboard(#"<label id="lb1-aa-bb1" text="Tabs"/>"#)

    @Test func aKeyOfAGoneObjectIsFoundOnItsLine() throws {
        let table = """
            "lb1-aa-bb1.text" = "Tabs";

            "gone-11-xyz.accessibilityLabel" = "Schließen";
            """
        let findings = try InterfaceFiles.findings(
            StringsStaleObjectKey(), storyboard: Self.storyboard, tables: ["de": table])
        #expect(findings.count == 1)
        let location = try #require(findings.first.flatMap(InterfaceFiles.location))
        #expect(location.key == "gone-11-xyz.accessibilityLabel")
        #expect(location.line == 3)
        #expect(location.file == "de.lproj/Main.strings")
        #expect(findings.first?.locale == "de")
    }

    @Test func keysOfExistingObjectsPass() throws {
        let findings = try InterfaceFiles.findings(
            StringsStaleObjectKey(), storyboard: Self.storyboard, tables: ["fr": #""lb1-aa-bb1.text" = "Onglets";"#])
        #expect(findings.isEmpty)
    }
}
