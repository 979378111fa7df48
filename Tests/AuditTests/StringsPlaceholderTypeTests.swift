import Audit
import Testing

@Suite struct StringsPlaceholderTypeTests {
    @Test func reportsADifferentTypeAtAPosition() throws {
        let findings = try StringsTables.german(
            "\"item.value.format\" = \"Wert: %d\";", base: "\"item.value.format\" = \"Value: %@\";",
            rule: StringsPlaceholderType())
        #expect(findings.count == 1)
        #expect(
            findings.first?.message
                == "The argument types differ from the base value: argument 1 is %d here but %@ in the base.")
    }

    @Test func comparesNumberedPositions() throws {
        let findings = try StringsTables.german(
            "\"k\" = \"%2$@ von %1$d\";", base: "\"k\" = \"%1$@ of %2$d\";", rule: StringsPlaceholderType())
        #expect(findings.first?.message.contains("argument 1") == true)
        #expect(findings.first?.message.contains("argument 2") == true)
    }

    @Test func pluralVariantsCompareWithTheSameCategoryElseOther() throws {
        let base = "\"p.count.one\" = \"%d photo\";\n\"p.count.other\" = \"%d photos\";"
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": base],
                "ar.lproj": ["Localizable.strings": "\"p.count.few\" = \"%@ صور\";"],
            ],
            rules: [StringsPlaceholderType()])
        #expect(StringsTables.places(findings) == ["p.count.few@1"])
    }

    @Test func theSameTypesPass() throws {
        #expect(
            try StringsTables.german(
                "\"k\" = \"Wert: %@\";", base: "\"k\" = \"Value: %@\";", rule: StringsPlaceholderType()
            ).isEmpty)
    }

    /// Apple's grammar in full (issue 14): a source with `%ld` is still type-checked, and the
    /// specifier families compare by type class, not by spelling.
    @Test(arguments: [
        ("Option %ld", "Wahl %@", true),
        ("%1$ld of %2$@", "%1$@ von %2$ld", true),
        ("%.1f km", "%d km", true),
        ("%s", "%@", true),
        ("%c", "%d", true),
        ("%p", "%@", true),
        ("%lu items", "%d Dinge", false),
        ("%zd", "%lld", false),
        ("%i", "%ld", false),
        ("%hhd", "%qd", false),
        ("%1$lu", "%1$tu", false),
        ("%.2f", "%5.1Lf", false),
        ("%e", "%g", false),
        ("%x", "%o", false),
        ("%S", "%s", false),
        ("%C", "%c", false),
    ])
    func specifierFamiliesCompareByTypeClass(base: String, german: String, differs: Bool) throws {
        let findings = try StringsTables.german(
            "\"k\" = \"\(german)\";", base: "\"k\" = \"\(base)\";", rule: StringsPlaceholderType())
        #expect(findings.count == (differs ? 1 : 0), "\(base) against \(german)")
    }
}
