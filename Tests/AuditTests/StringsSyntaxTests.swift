import Audit
import Testing

@Suite struct StringsSyntaxTests {
    @Test func reportsAMissingSemicolonJustAfterTheValue() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": [
                    "Localizable.strings": "\"a\" = \"A\";\n\"screen.photos.title\" = \"Photos\"\n\"b\" = \"B\";\n"
                ]
            ],
            rules: [StringsSyntax()])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.file?.line == 2)
        #expect(finding.file?.column == 33)
        #expect(finding.file?.key == "screen.photos.title")
        #expect(finding.severity == .error)
    }

    @Test func reportsEveryErrorAtItsOwnLine() throws {
        let text = "photos.title = \"Photos\";\n\"ok\" = \"1\";\n\"bad\" = \"\\q\";\n\"c\" = \"3\""
        let findings = try StringsTables.findings(["en.lproj": ["Localizable.strings": text]], rules: [StringsSyntax()])
        #expect(findings.compactMap(\.file?.line) == [1, 3, 4])
        // The unquoted key is read: its finding names it.
        #expect(findings.map(\.file?.key) == ["photos.title", "bad", "c"])
    }

    @Test func acceptsAWellFormedFile() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"screen.photos.title\" = \"Photos\";\n"]], rules: [StringsSyntax()])
        #expect(findings.isEmpty)
    }

    @Test(arguments: [("[[l'Ekt3]]", true), ("/ˈlɛktər/", true), ("lector", false), ("[[]]", false), ("/", false)])
    func checksPronunciationValues(value: String, valid: Bool) throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Pronunciations.strings": "\"Lector\" = \"\(value)\";\n"]], rules: [StringsSyntax()])
        #expect(findings.isEmpty == valid)
    }
}
