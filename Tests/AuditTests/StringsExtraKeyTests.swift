import Audit
import Testing

@Suite struct StringsExtraKeyTests {
    static let base =
        "\"screen.title\" = \"Items\";\n\"photos.count.one\" = \"%d photo\";\n\"photos.count.other\" = \"%d photos\";\n"

    @Test func reportsAKeyTheBaseLacks() throws {
        let findings = try StringsTables.german(
            "\"screen.title\" = \"Dinge\";\n\"obsolete.key\" = \"Alt\";", base: Self.base, rule: StringsExtraKey())
        #expect(StringsTables.places(findings) == ["obsolete.key@2"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func aPluralVariantIsExtraOnlyWhenTheBaseHasNoVariantOfItsFamily() throws {
        let findings = try StringsTables.german(
            "\"photos.count.few\" = \"%d Fotos\";\n\"tags.count.one\" = \"%d Tag\";", base: Self.base,
            rule: StringsExtraKey())
        #expect(StringsTables.places(findings) == ["tags.count.one@2"])
    }

    @Test func everyKeyOfATableTheBaseDoesNotHaveFires() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": Self.base],
                "de.lproj": ["Settings.strings": "\"a\" = \"1\";\n\"b\" = \"2\";"],
            ],
            rules: [StringsExtraKey()])
        #expect(StringsTables.places(findings) == ["a@1", "b@2"])
    }

    @Test func keysOfTheBasePass() throws {
        #expect(
            try StringsTables.german("\"screen.title\" = \"Dinge\";", base: Self.base, rule: StringsExtraKey()).isEmpty)
    }
}
