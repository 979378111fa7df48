import Audit
import Testing

@Suite struct StringsPluralUnusedCategoryTests {
    @Test(arguments: [
        ("ja.lproj", "photos.count.one"), ("de.lproj", "photos.count.few"), ("en.lproj", "photos.count.zero"),
    ])
    func reportsACategoryTheLanguageNeverSelects(folder: String, key: String) throws {
        let text = "\"\(key)\" = \"x %d\";\n\"photos.count.other\" = \"%d\";"
        var tables = [folder: ["Localizable.strings": text]]
        if folder != "en.lproj" { tables["en.lproj"] = ["Localizable.strings": "\"photos.count.other\" = \"%d\";"] }
        let findings = try StringsTables.findings(tables, rules: [StringsPluralUnusedCategory()])
        #expect(StringsTables.places(findings) == ["\(key)@1"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func usedCategoriesPass() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": "\"p.one\" = \"a\";\n\"p.other\" = \"b\";"],
                "ja.lproj": ["Localizable.strings": "\"p.other\" = \"枚\";"],
            ],
            rules: [StringsPluralUnusedCategory()])
        #expect(findings.isEmpty)
    }
}
