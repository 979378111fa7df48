import Audit
import Testing

@Suite struct StringsMissingKeyTests {
    static let base = """
        "button.add.label" = "Add";
        "photos.count.one" = "%d photo";
        "photos.count.other" = "%d photos";
        "screen.title" = "Items";
        """

    private func missing(_ folder: String, _ text: String) throws -> [Finding] {
        try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": Self.base], folder: ["Localizable.strings": text]],
            rules: [StringsMissingKey()])
    }

    @Test func reportsAKeyAndEachPluralVariantTheLanguageUses() throws {
        let findings = try missing("fr.lproj", "\"screen.title\" = \"Objets\";")
        #expect(StringsTables.places(findings) == ["button.add.label@-", "photos.count.one@-", "photos.count.other@-"])
        #expect(findings.allSatisfy { $0.file?.line == nil && $0.locale == "fr" })
        #expect(
            findings.first?.related.first
                == .file(
                    FileLocation(file: "L/en.lproj/Localizable.strings", line: 1, column: 1, key: "button.add.label")))
    }

    @Test func japaneseNeedsOnlyOther() throws {
        let findings = try missing("ja.lproj", "\"screen.title\" = \"項目\";\n\"button.add.label\" = \"追加\";")
        #expect(StringsTables.places(findings) == ["photos.count.other@-"])
    }

    @Test func aFamilyWithAnyVariantIsLeftToThePluralRules() throws {
        let findings = try missing(
            "de.lproj",
            "\"screen.title\" = \"Dinge\";\n\"button.add.label\" = \"Neu\";\n\"photos.count.one\" = \"%d Foto\";")
        #expect(findings.isEmpty)
    }

    @Test func aDamagedEntryCountsAsPresent() throws {
        let findings = try missing(
            "de.lproj",
            "\"screen.title\" = \"Dinge\"\n\"button.add.label\" = \"Neu\";\n\"photos.count.other\" = \"%d Fotos\";")
        #expect(findings.isEmpty)
    }

    @Test func regionalFoldersWithTheirLanguageFolderAndTheBaseAreExempt() throws {
        let regional = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": Self.base],
                "de.lproj": ["Localizable.strings": Self.base],
                "de_AT.lproj": ["Localizable.strings": "\"screen.title\" = \"Sachen\";"],
            ],
            rules: [StringsMissingKey()])
        #expect(regional.isEmpty)
        let base = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": Self.base]], rules: [StringsMissingKey()])
        #expect(base.isEmpty)
    }

    /// iOS falls back from de-CH to de only when de exists: alone, de-CH is the German there is.
    @Test func aRegionalFolderWithoutItsLanguageFolderIsCheckedInFull() throws {
        let findings = try missing("de_CH.lproj", "\"screen.title\" = \"Sachen\";")
        #expect(StringsTables.places(findings) == ["button.add.label@-", "photos.count.one@-", "photos.count.other@-"])
        #expect(findings.allSatisfy { $0.locale == "de-CH" && $0.severity == .warning })
    }
}
