import Audit
import Testing

/// `suppression.missing-reason`: an entry without a reason is an error and is not applied.
@Suite struct SuppressionMissingReasonTests {
    @Test func theSpecExampleFailsAndIsNotApplied() throws {
        let finding = SuppressionFiles.element("label.duplicate")
        let outcome = try SuppressionFiles.apply("label.duplicate screen=items\n", to: [finding])
        #expect(outcome.findings == [finding])
        #expect(outcome.suppressed.isEmpty)
        let reported = try #require(outcome.fileFindings.first)
        #expect(outcome.fileFindings.count == 1)
        #expect(reported.rule == "suppression.missing-reason")
        #expect(reported.severity == .error)
        #expect(reported.location == .file(FileLocation(file: "audit.suppress", line: 1)))
    }

    @Test func withAReasonItPasses() throws {
        let outcome = try SuppressionFiles.apply(
            "label.duplicate screen=items -- Rows are named by their row context.\n",
            to: [SuppressionFiles.element("label.duplicate")])
        #expect(outcome.fileFindings.isEmpty)
        #expect(outcome.suppressed.count == 1)
    }

    @Test func itIsReportedOnlyWhenSelected() throws {
        let outcome = try SuppressionFiles.apply("label.duplicate\n", to: [], selected: ["label.duplicate"])
        #expect(outcome.fileFindings.isEmpty)
    }
}
