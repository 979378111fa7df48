import Audit
import Testing

/// `hint.imperative`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintImperativeTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Photo","hint":"Open the photo."}"#),
        .fails(#"{"label":"Foto","hint":"Öffnen Sie das Foto."}"#, "de"),
        .passes(#"{"label":"Photo","hint":"Opens the photo."}"#),
        .passes(#"{"label":"Foto","hint":"Öffnet das Foto."}"#, "de"),
        .fails(#"{"label":"Foto","hint":"Bitte das Foto öffnen."}"#, "de"),
        .fails(#"{"label":"Photo","hint":"Please wait."}"#),
        .passes(#"{"label":"Photo","hint":"Tap to open."}"#),
        .passes(#"{"label":"Foto","hint":"Abre la foto."}"#, "es"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintImperative(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageSuggestsTheThirdPerson() throws {
        let finding = try #require(
            try ElementTrees.findings(#"{"label":"Copy","hint":"Copy the link."}"#, rules: [HintImperative()]).first)
        #expect(finding.message.contains("“Copies”"))
    }

    @Test(arguments: ["es", "fr", "ja", "ar"])
    func otherLanguagesAreListedAsNotChecked(locale: String) throws {
        let result = try ElementTrees.result(
            #"{"label":"X1","hint":"Abre."}"#, locale: locale, rules: [HintImperative()])
        #expect(result.skipped.map(\.rule) == ["hint.imperative"])
        #expect(result.skipped.first?.reason == "not checked for this language")
    }
}
