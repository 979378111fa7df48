import Audit
import Testing

@Suite struct StringsMissingFileTests {
    @Test func reportsATableOfTheBaseAbsentFromALanguage() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": "\"a\" = \"A\";", "Settings.strings": "\"b\" = \"B\";"],
                "fr.lproj": ["Localizable.strings": "\"a\" = \"Ah\";"],
                "de.lproj": ["Localizable.strings": "\"a\" = \"A\";", "Settings.strings": "\"b\" = \"B\";"],
                "de_AT.lproj": ["Localizable.strings": "\"a\" = \"Ah\";"],
            ], rules: [StringsMissingFile()])
        #expect(findings.count == 1)
        #expect(findings.first?.location == .file(FileLocation(file: "L/fr.lproj/Settings.strings")))
        #expect(findings.first?.locale == "fr")
    }

    @Test func aPresentFilePasses() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Pronunciations.strings": ""], "fr.lproj": ["Pronunciations.strings": "/* none */"]],
            rules: [StringsMissingFile()])
        #expect(findings.isEmpty)
    }
}
