import Audit
import Testing

/// A string catalog through the whole strings audit: every rule sees the catalog's languages as
/// tables, with the catalog's positions.
@Suite struct StringCatalogAuditTests {
    static let text = StringCatalogs.catalog(
        #"""
        "instance.list.posts-%@": {"localizations": {
          "ca": {"stringUnit": {"state": "translated", "value": "% publicacions"}},
          "de": {"stringUnit": {"state": "needs_review", "value": "%@ Beiträge"}},
          "en": {"stringUnit": {"state": "translated", "value": "%@ posts"}}}},
        "followers %lld": {"localizations": {
          "ca": {"stringUnit": {"state": "translated", "value": "%#@n@"},
                 "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "%arg seguidor"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg seguidors"}}}}}}},
          "de": {"stringUnit": {"state": "translated", "value": "%@ Follower"}},
          "en": {"stringUnit": {"state": "translated", "value": "%#@n@"},
                 "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "%arg follower"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg followers"}}}}}}}}},
        "brand": {"shouldTranslate": false, "localizations": {
          "ca": {"stringUnit": {"state": "translated", "value": "Ice Cubes"}},
          "en": {"stringUnit": {"state": "translated", "value": "Ice Cubes"}}}}
        """#)

    static func findings() throws -> [String] {
        try StringCatalogs.findings(Self.text).map { finding in
            "\(finding.rule) \(finding.locale) \(finding.file?.key ?? "-")@\(finding.file?.line ?? 0):\(finding.file?.column ?? 0)"
        }
    }

    @Test func aPercentThatLostItsConversionIsInvalid() throws {
        #expect(try Self.findings().contains("strings.placeholder-invalid ca instance.list.posts-%@@2:57"))
    }

    @Test func aUnitToReviewIsReported() throws {
        #expect(try Self.findings().contains("strings.needs-review de instance.list.posts-%@@3:59"))
    }

    @Test func substitutionsCompareTheirRealType() throws {
        let findings = try Self.findings()
        #expect(findings.contains("strings.placeholder-type de followers %lld@10:57"))
        #expect(!findings.contains { $0.hasPrefix("strings.placeholder-type ca") })
    }

    @Test func anEntryNotToTranslateRaisesNoTranslationFinding() throws {
        #expect(!(try Self.findings()).contains { $0.contains(" brand@") && !$0.hasPrefix("strings.missing-key") })
    }
}
