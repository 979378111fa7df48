import Audit
import Testing

@Suite struct StringsPlaceholderCountTests {
    static let base = "\"k\" = \"%1$@ has %2$d photos\";"

    @Test func anAddedArgumentIsAnError() throws {
        let findings = try StringsTables.german(
            "\"k\" = \"%1$@ hat %2$d Fotos von %3$@\";", base: Self.base, rule: StringsPlaceholderCount())
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func aMissingArgumentIsAWarning() throws {
        let findings = try StringsTables.german(
            "\"k\" = \"%1$@ hat Fotos\";", base: Self.base, rule: StringsPlaceholderCount())
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message == "Leaves out arguments of the base value “%1$@ has %2$d photos”: 2.")
    }

    @Test func bothAtOnceIsOneError() throws {
        let findings = try StringsTables.german(
            "\"k\" = \"%1$@ hat %3$d\";", base: Self.base, rule: StringsPlaceholderCount())
        #expect(findings.count <= 1)
    }

    @Test func singularPluralVariantsMayDropTheCount() throws {
        let base = "\"p.count.one\" = \"%d photo\";\n\"p.count.other\" = \"%d photos\";"
        let text = "\"p.count.one\" = \"Ein Foto\";\n\"p.count.other\" = \"Fotos\";"
        let findings = try StringsTables.german(text, base: base, rule: StringsPlaceholderCount())
        #expect(StringsTables.places(findings) == ["p.count.other@2"])
    }

    @Test func theSameArgumentsPass() throws {
        #expect(
            try StringsTables.german(
                "\"k\" = \"%1$@ hat %2$d Fotos\";", base: Self.base, rule: StringsPlaceholderCount()
            ).isEmpty)
    }
}
