import Audit
import Testing

@Suite struct StringsNeedsReviewTests {
    static let text = StringCatalogs.catalog(
        #"""
        "posts": {"localizations": {
          "ca": {"stringUnit": {"state": "needs_review", "value": "Publicacions"}},
          "de": {"stringUnit": {"state": "new", "value": "Posts"}},
          "en": {"stringUnit": {"state": "translated", "value": "Posts"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Publications"}}}},
        "%lld likes": {"localizations": {"de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld Like"}},
          "other": {"stringUnit": {"state": "needs_review", "value": "%lld Likes"}}}}}}}
        """#)

    @Test func reportsEveryUnitToReviewInItsLanguage() throws {
        let findings = try StringCatalogs.findings(Self.text, rules: [StringsNeedsReview()])
        #expect(
            findings.map { "\($0.locale) \($0.file?.key ?? "-")" } == ["ca posts", "de posts", "de %lld likes.other"])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.first?.message.contains("needs_review") == true)
        #expect(findings.dropFirst().first?.message.contains("new") == true)
    }

    @Test func reportsAtTheValue() throws {
        let finding = try #require(try StringCatalogs.findings(Self.text, rules: [StringsNeedsReview()]).first)
        #expect(finding.file?.line == 2)
        #expect(finding.file?.column == 59)
    }

    @Test func translatedUnitsPass() throws {
        let text = StringCatalogs.catalog(
            #""a": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "A"}}}}"#)
        #expect(try StringCatalogs.findings(text, rules: [StringsNeedsReview()]).isEmpty)
    }
}
