import Audit
import Testing

@Suite struct StringsUntranslatedTests {
    static let base = "\"screen.photos.title\" = \"Photos\";\n"

    @Test func reportsAValueEqualToTheBase() throws {
        let findings = try StringsTables.german(
            "\"screen.photos.title\" = \"Settings\";", base: "\"screen.photos.title\" = \"Settings\";\n",
            rule: StringsUntranslated())
        #expect(StringsTables.places(findings) == ["screen.photos.title@1"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func theIdenticalMarkerExempts() throws {
        let text = "/* Brand name. @identical */\n\"screen.photos.title\" = \"Photos\";"
        #expect(try StringsTables.german(text, base: Self.base, rule: StringsUntranslated()).isEmpty)
    }

    @Test func wordsInvariantInTheLanguageExempt() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": Self.base],
                "fr.lproj": ["Localizable.strings": "\"screen.photos.title\" = \"Photos\";"],
            ],
            rules: [StringsUntranslated()])
        #expect(findings.isEmpty)
    }

    @Test(arguments: ["OK", "Wi-Fi", "%@ (USB)", "%d", "Lector, iPhone", "Status: %@"])
    func invariantsAndPlaceholdersExempt(value: String) throws {
        let row = "\"k\" = \"\(value)\";"
        #expect(try StringsTables.german(row, base: row, rule: StringsUntranslated()).isEmpty)
    }

    @Test(arguments: ["OK Settings", "Wi-Fi on", "%@ photos"])
    func oneOrdinaryWordIsEnough(value: String) throws {
        let row = "\"k\" = \"\(value)\";"
        #expect(try StringsTables.german(row, base: row, rule: StringsUntranslated()).count == 1)
    }

    @Test func englishFoldersAndDifferentValuesPass() throws {
        #expect(
            try StringsTables.german(
                "\"screen.photos.title\" = \"Fotos\";", base: Self.base, rule: StringsUntranslated()
            ).isEmpty)
        let british = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": Self.base],
                "en_GB.lproj": ["Localizable.strings": "\"screen.photos.title\" = \"Photos\";"],
            ],
            rules: [StringsUntranslated()])
        #expect(british.isEmpty)
    }
}
