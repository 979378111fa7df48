import Accessibility
import Audit
import Foundation
import TestSupport
import Testing

/// Golden reports of the element rules in every format, on the twenty-problem fixture tree.
/// Re-record with `LECTOR_RECORD_SNAPSHOTS=1 swift test --filter ElementReportSnapshotTests`.
@Suite struct ElementReportSnapshotTests {
    static let fixture = PackagePaths.root.appendingPathComponent("Tests/CLITests/Fixtures/audit-twenty-problems.json")

    static func report() throws -> Report {
        let tree = try AccessibilityTree(decoding: try Data(contentsOf: fixture))
        let screen = AuditScreen(name: "trees/audit-twenty-problems.json", tree: tree, isTreeFile: true)
        let configuration = Auditor.Configuration(
            rules: RuleRegistry.all, libraryLocales: [], treeLocale: "en", version: "1.0.0")
        return try Auditor(configuration: configuration, strings: try StringsTables.english()).run([.tree(screen)])
    }

    @Test(arguments: ReportFormat.allCases)
    func matchesItsSnapshot(format: ReportFormat) throws {
        try Snapshot.assert(format.reporter.render(try Self.report()), named: "elements-\(format.rawValue)")
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let outcome = try ReportSnapshotTests.validate(SARIFReporter().render(try Self.report()))
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }
}
