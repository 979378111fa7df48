import Audit
import Testing

@Suite struct StringsDuplicateKeyTests {
    @Test func reportsEachLaterOccurrenceWithTheFirstAsRelated() throws {
        let text =
            "\"button.add.hint\" = \"A.\";\n\"button.add.hint\" = \"B.\";\n\"x\" = \"1\";\n\"button.add.hint\" = \"C.\";\n"
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": text]], rules: [StringsDuplicateKey()])
        #expect(StringsTables.places(findings) == ["button.add.hint@2", "button.add.hint@4"])
        #expect(findings.first?.message == "Key already defined on line 1.")
        #expect(
            findings.first?.related == [
                .file(FileLocation(file: "L/en.lproj/Localizable.strings", line: 1, column: 1, key: "button.add.hint"))
            ])
    }

    @Test func aDamagedEntryCountsAndKeysAreCaseSensitive() throws {
        let text = "\"a\" = \"1\"\n\"a\" = \"2\";\n\"A\" = \"3\";\n"
        let findings = try StringsTables.findings(
            ["en.lproj": ["Pronunciations.strings": text]], rules: [StringsDuplicateKey()])
        #expect(StringsTables.places(findings) == ["a@2"])
    }

    @Test func oneEntryPasses() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"a\" = \"1\";"]], rules: [StringsDuplicateKey()])
        #expect(findings.isEmpty)
    }
}
