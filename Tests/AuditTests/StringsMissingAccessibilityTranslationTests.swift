import Audit
import Testing

/// `strings.missing-accessibility-translation`: an accessibility label or hint without its key in a table.
@Suite struct StringsMissingAccessibilityTranslationTests {
    static let storyboard = InterfaceFiles.storyboard(
        #"<button id="cl1-aa-bb1"><accessibility key="accessibilityConfiguration" hint="Closes the tab." label="Close Tab"/></button>"#
    )

    @Test func eachMissingKeyIsFoundPerTable() throws {
        let findings = try InterfaceFiles.findings(
            StringsMissingAccessibilityTranslation(), storyboard: Self.storyboard,
            tables: ["de": #""cl1-aa-bb1.accessibilityLabel" = "Tab schließen";"#, "fr": ""])
        let keys = findings.compactMap { InterfaceFiles.location($0).map { "\($0.file) \($0.key ?? "")" } }
        #expect(
            keys == [
                "de.lproj/Main.strings cl1-aa-bb1.accessibilityHint",
                "fr.lproj/Main.strings cl1-aa-bb1.accessibilityLabel",
                "fr.lproj/Main.strings cl1-aa-bb1.accessibilityHint",
            ])
        #expect(findings.last?.message.contains("Closes the tab.") == true)
    }

    @Test func noTablesNoFindings() throws {
        #expect(
            try InterfaceFiles.findings(StringsMissingAccessibilityTranslation(), storyboard: Self.storyboard).isEmpty)
    }
}
