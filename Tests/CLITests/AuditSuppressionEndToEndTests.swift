import Foundation
import TestSupport
import Testing

/// `lector audit --suppress FILE` with the built binary: reasons, unused entries, globs, exit 2 for a
/// malformed file.
@Suite struct AuditSuppressionEndToEndTests {
    private func run(_ suppressions: String, extra: [String] = []) throws -> (ProcessOutcome, [String: Any]) {
        let file = try AuditProcess.file(suppressions, named: "audit.suppress")
        let outcome = try AuditProcess.run(
            ["--tree", AuditProcess.twentyProblems.path, "--format", "json", "--suppress", file.path] + extra)
        let object = (try? JSONSerialization.jsonObject(with: outcome.standardOutput)) as? [String: Any] ?? [:]
        return (outcome, object)
    }

    @Test func aSuppressedFindingMovesToSuppressedWithItsReason() throws {
        let (outcome, report) = try run(
            "# Known.\nlabel.duplicate path=Controls/* -- The two Print buttons are a test.\n")
        #expect(outcome.status == 1)
        let suppressed = try #require(report["suppressed"] as? [[String: Any]])
        #expect(suppressed.count == 1)
        let entry = try #require(suppressed.first?["suppression"] as? [String: Any])
        #expect(entry["line"] as? Int == 2)
        #expect(entry["reason"] as? String == "The two Print buttons are a test.")
        let rules = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(!rules.contains("label.duplicate"))
        #expect((report["summary"] as? [String: Any])?["suppressed"] as? Int == 1)
    }

    @Test func suppressingEveryErrorMakesTheRunPass() throws {
        let (outcome, _) = try run(
            "label.* identifier=problem.label-* -- Fixture.\ntraits.* -- Fixture.\nheading.empty -- Fixture.\n")
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func anEntryWithoutAReasonIsAnErrorAndIsNotApplied() throws {
        let (outcome, report) = try run("label.duplicate path=Controls/*\nlabel.generic-link --   \n")
        #expect(outcome.status == 1)
        let findings = report["findings"] as? [[String: Any]] ?? []
        let rules = findings.compactMap { $0["rule"] as? String }
        #expect(rules.contains("label.duplicate"))
        #expect(rules.contains("label.generic-link"))
        #expect(rules.filter { $0 == "suppression.missing-reason" }.count == 2)
        let location = try #require(findings.last?["location"] as? [String: Any])
        #expect(location["line"] as? Int == 2)
    }

    @Test func anUnusedEntryIsANoteOnlyWhenItsScopeWasAudited() throws {
        let (_, report) = try run(
            "label.duplicate screen=nowhere.json -- Other file.\nhint.gesture label=Nothing -- Stale.\nstrings.untranslated -- No strings audited.\n"
        )
        let findings = report["findings"] as? [[String: Any]] ?? []
        let unused = findings.filter { $0["rule"] as? String == "suppression.unused" }
        #expect(unused.count == 1)
        #expect((unused.first?["location"] as? [String: Any])?["line"] as? Int == 2)
        #expect(unused.first?["severity"] as? String == "info")
    }

    @Test(arguments: [
        "label.duplicate colour=red -- No such field.",
        "label.duplicate path=a path=b -- Twice.",
        "label.duplicate label=\"open -- Unterminated.",
        "screen=items -- No rule.",
    ])
    func aMalformedFileExits2NamingItsLine(line: String) throws {
        let (outcome, _) = try run("# ok\n\(line)\n")
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.contains("audit.suppress:2"))
    }

    @Test func aMissingFileExits2() throws {
        let outcome = try AuditProcess.run([
            "--tree", AuditProcess.twentyProblems.path, "--suppress", "/nonexistent.suppress",
        ])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("/nonexistent.suppress"))
    }
}
