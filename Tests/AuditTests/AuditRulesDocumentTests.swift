import Audit
import Foundation
import Localization
import TestSupport
import Testing

/// `docs/audit-rules.md` against the registry, so the page cannot drift: every rule, in catalog
/// order, with an anchor for SARIF's `helpUri`, its default severity, its summary and the definition
/// reports give, then why and how to fix.
@Suite struct AuditRulesDocumentTests {
    static func page() throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
    }

    /// The page split at the rule anchors: ID → section text.
    static func sections() throws -> [(id: String, text: String)] {
        let page = try page()
        let parts = page.components(separatedBy: "<a id=\"").dropFirst()
        return parts.map { part in
            let id = String(part.prefix { $0 != "\"" })
            return (id, part)
        }
    }

    @Test func everyRuleHasASectionInCatalogOrder() throws {
        #expect(try Self.sections().map(\.id) == RuleRegistry.ids)
    }

    @Test func eachSectionMatchesWhatReportsSay() throws {
        let strings = try StringsTables.english()
        let sections = Dictionary(uniqueKeysWithValues: try Self.sections().map { ($0.id, $0.text) })
        for rule in RuleRegistry.all {
            let text = try #require(sections[rule.id])
            let reported = rule.reported(strings)
            #expect(text.contains("\n## \(rule.id)\n"), "\(rule.id): heading")
            #expect(text.contains("*\(reported.shortDescription)*"), "\(rule.id): summary")
            #expect(text.contains("**Severity:** \(rule.defaultSeverity.rawValue)"), "\(rule.id): severity")
            #expect(text.contains("**What it checks.** \(reported.fullDescription)\n"), "\(rule.id): definition")
            #expect(text.contains("**Why.** "), "\(rule.id): why")
            #expect(text.contains("**How to fix.** "), "\(rule.id): fix")
        }
    }

    @Test func helpAddressesPointAtTheSections() throws {
        let page = try Self.page()
        for id in RuleRegistry.ids {
            #expect(AuditDocumentation.helpURI(forRule: id).hasSuffix("/audit-rules.md#\(id)"))
            #expect(page.contains("](#\(id))"), "\(id) is missing from the contents")
        }
    }
}
