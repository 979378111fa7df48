import Audit
import Testing

@Suite struct StringsEmptyValueTests {
    @Test func reportsABlankValue() throws {
        let findings = try StringsTables.german(
            "\"done\" = \"\";\n\"space\" = \" \\U200B \";\n\"ok\" = \"Fertig\";",
            base: "\"done\" = \"Done\";\n\"space\" = \"Space\";\n\"ok\" = \"OK!\";", rule: StringsEmptyValue())
        #expect(StringsTables.places(findings) == ["done@1", "space@2"])
    }

    @Test func aBlankBaseValueIsReportedOnlyInTheBase() throws {
        let findings = try StringsTables.german("\"gap\" = \"\";", base: "\"gap\" = \"\";", rule: StringsEmptyValue())
        #expect(findings.map(\.locale) == ["en"])
    }

    @Test func aTranslatedValuePasses() throws {
        #expect(
            try StringsTables.german("\"done\" = \"Fertig\";", base: "\"done\" = \"Done\";", rule: StringsEmptyValue())
                .isEmpty)
    }
}
