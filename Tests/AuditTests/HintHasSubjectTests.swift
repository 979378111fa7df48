import Audit
import Testing

/// `hint.has-subject`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct HintHasSubjectTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Photo","hint":"This opens the photo."}"#),
        .fails(#"{"label":"Photo","hint":"Il ouvre la photo."}"#, "fr"),
        .passes(#"{"label":"Photo","hint":"Opens the photo."}"#),
        .passes(#"{"label":"Photo","hint":"Ouvre la photo."}"#, "fr"),
        .fails(#"{"label":"Foto","hint":"Sie öffnen das Foto."}"#, "de"),
        .passes(#"{"label":"Foto","hint":"Sieht das Foto an."}"#, "de"),
        .fails(#"{"label":"Foto","hint":"Esto abre la foto."}"#, "es"),
        .fails(#"{"label":"صورة","hint":"هذا يفتح الصورة."}"#, "ar"),
        .passes(#"{"label":"写真","hint":"これは写真を開きます。"}"#, "ja"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(HintHasSubject(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func japaneseIsListedAsNotChecked() throws {
        let result = try ElementTrees.result(
            #"{"label":"写真","hint":"写真を開きます。"}"#, locale: "ja", rules: [HintHasSubject()])
        #expect(result.skipped.map(\.rule) == ["hint.has-subject"])
    }
}
