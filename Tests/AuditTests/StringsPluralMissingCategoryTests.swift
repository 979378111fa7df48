import Audit
import Testing

@Suite struct StringsPluralMissingCategoryTests {
    static let base = "\"photos.count.one\" = \"%d photo\";\n\"photos.count.other\" = \"%d photos\";"

    private func findings(_ folder: String, _ text: String) throws -> [Finding] {
        try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": Self.base], folder: ["Localizable.strings": text]],
            rules: [StringsPluralMissingCategory()])
    }

    @Test func germanNeedsOther() throws {
        let result = try findings("de.lproj", "\"photos.count.one\" = \"%d Foto\";")
        #expect(StringsTables.places(result) == ["photos.count.one@1"])
        #expect(result.first?.severity == .error)
        #expect(result.first?.message == "The plural family “photos.count” lacks the categories other, which de needs.")
    }

    @Test func onlyManyMissingInFrenchIsAWarning() throws {
        let result = try findings(
            "fr.lproj", "\"photos.count.one\" = \"%d photo\";\n\"photos.count.other\" = \"%d photos\";")
        #expect(result.map(\.severity) == [.warning])
    }

    @Test func arabicNeedsSixCategories() throws {
        let result = try findings("ar.lproj", "\"photos.count.other\" = \"%d صورة\";")
        #expect(result.first?.message.contains("zero, one, two, few, many") == true)
    }

    @Test func aLanguageWithoutRulesFiresOncePerTable() throws {
        let result = try findings(
            "tlh.lproj",
            "\"photos.count.one\" = \"%d foto\";\n\"photos.count.other\" = \"%d fotos\";\n\"a.count.other\" = \"x\";")
        #expect(StringsTables.places(result) == ["photos.count.one@1"])
    }

    @Test func completeFamiliesPass() throws {
        #expect(
            try findings("de.lproj", "\"photos.count.one\" = \"%d Foto\";\n\"photos.count.other\" = \"%d Fotos\";")
                .isEmpty)
        #expect(try findings("ja.lproj", "\"photos.count.other\" = \"%d 枚\";").isEmpty)
    }
}
