import Audit
import Testing

@Suite struct StringsStaleTests {
    /// Once: not again in its translations, nor in a regional copy of the source (`en-GB` beside `en`).
    @Test func reportsAStaleEntryOnceInTheSource() throws {
        let text = StringCatalogs.catalog(
            #"""
            "old.title": {"extractionState": "stale", "localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Alt"}},
              "en": {"stringUnit": {"state": "translated", "value": "Old"}},
              "en-GB": {"stringUnit": {"state": "translated", "value": "Old"}}}},
            "%lld old": {"extractionState": "stale", "localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld old one"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld old ones"}}}}}}},
            "kept": {"extractionState": "manual", "localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Kept"}}}}
            """#)
        let findings = try StringCatalogs.findings(text, rules: [StringsStale()])
        #expect(findings.map { "\($0.locale) \($0.file?.key ?? "-")" } == ["en old.title", "en %lld old.one"])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.message.contains("Remove it") })
    }

    @Test func aStaleKeyWithoutSourceTextIsReportedAtTheKey() throws {
        let text = StringCatalogs.catalog(#""gone": {"extractionState": "stale"}"#)
        let findings = try StringCatalogs.findings(text, rules: [StringsStale()])
        #expect(findings.map { $0.file?.column } == [56])
    }

    @Test func aStaleUnitStateIsStaleToo() throws {
        let text = StringCatalogs.catalog(
            #""x": {"localizations": {"en": {"stringUnit": {"state": "stale", "value": "X"}}}}"#)
        #expect(try StringCatalogs.findings(text, rules: [StringsStale()]).count == 1)
    }
}
