import Audit
import Foundation
import TestSupport
import Testing

/// `--baseline` files: written sorted with counts, read back, malformed ones named at their place,
/// findings split by key so that moved lines stay in the baseline.
@Suite struct BaselineTests {
    static func finding(_ rule: String, key: String?, line: Int?, file: String = "L/de.lproj/Localizable.strings")
        -> Finding
    {
        Finding(
            rule: rule, severity: .error, locale: "de", message: "M.",
            location: .file(FileLocation(file: file, line: line, column: 1, key: key)))
    }

    @Test func writesSortedEntriesWithCountsAndNoLines() throws {
        let findings = [
            Self.finding("strings.missing-key", key: "b", line: nil),
            Self.finding("strings.duplicate-key", key: "a", line: 9),
            Self.finding("strings.duplicate-key", key: "a", line: 12),
        ]
        let text = Baseline(findings: findings, root: ArtifactRoot()).render()
        #expect(!text.contains("\"line\""))
        let duplicate = try #require(text.range(of: "strings.duplicate-key"))
        let missing = try #require(text.range(of: "strings.missing-key"))
        #expect(duplicate.lowerBound < missing.lowerBound)
        #expect(text.contains("\"count\": 2"))
        #expect(
            try Baseline.parse(Array(text.utf8), file: "b.json") == Baseline(findings: findings, root: ArtifactRoot()))
    }

    @Test func aMovedFindingStaysBaselinedAndANewOneDoesNot() throws {
        let baseline = Baseline(
            findings: [Self.finding("strings.extra-key", key: "old", line: 3)], root: ArtifactRoot())
        let moved = Self.finding("strings.extra-key", key: "old", line: 30)
        let new = Self.finding("strings.extra-key", key: "new", line: 4)
        let split = baseline.split([new, moved], root: ArtifactRoot())
        #expect(split.new == [new])
        #expect(split.baselined == [moved])
    }

    @Test func aRepeatedFindingBeyondItsCountIsNew() {
        let baseline = Baseline(
            findings: [Self.finding("strings.duplicate-key", key: "a", line: 9)], root: ArtifactRoot())
        let first = Self.finding("strings.duplicate-key", key: "a", line: 9)
        let second = Self.finding("strings.duplicate-key", key: "a", line: 14)
        let split = baseline.split([first, second], root: ArtifactRoot())
        #expect(split.baselined == [first])
        #expect(split.new == [second])
    }

    @Test func filesAreKeptRelativeToTheBaseFolder() {
        let finding = Self.finding(
            "strings.extra-key", key: "k", line: 1, file: "project/App/de.lproj/Localizable.strings")
        let key = BaselineKey(finding, root: ArtifactRoot(baseDirectory: "project", currentDirectory: "/work"))
        #expect(key.file == "App/de.lproj/Localizable.strings")
        let fromInside = BaselineKey(
            Self.finding("strings.extra-key", key: "k", line: 1, file: "App/de.lproj/Localizable.strings"),
            root: ArtifactRoot(currentDirectory: "/work/project"))
        #expect(fromInside == key)
    }

    @Test(arguments: [
        ("[]", 1, 1, "$"),
        ("{\"baselineVersion\": 2, \"findings\": []}", 1, 21, "$.baselineVersion"),
        (
            "{\"baselineVersion\": 1,\n \"findings\": [{\"rule\": \"r\", \"locale\": \"de\", \"file\": \"f\", \"count\": 0}]}",
            2, 67,
            "$.findings[0].count"
        ),
        (
            "{\"baselineVersion\": 1, \"findings\": [{\"rule\": \"r\", \"locale\": \"de\", \"count\": 1}]}", 1, 37,
            "$.findings[0].file"
        ),
        (
            "{\"baselineVersion\": 1, \"findings\": [{\"rule\": \"r\", \"locale\": \"de\", \"screen\": \"s\", \"key\": \"k\", \"count\": 1}]}",
            1, 37, "$.findings[0].key"
        ),
        ("{\"baselineVersion\": 1, \"extra\": true, \"findings\": []}", 1, 33, "$.extra"),
        ("{\"baselineVersion\": 1, \"findings\": [", 1, 37, "$.findings[0]"),
    ])
    func aMalformedFileIsNamedAtItsPlace(text: String, line: Int, column: Int, path: String) {
        #expect {
            try Baseline.parse(Array(text.utf8), file: "b.json")
        } throws: { error in
            guard let error = error as? BaselineFileError else { return false }
            return error.file == "b.json" && error.line == line && error.column == column
                && error.kind == .malformed(path: path)
        }
    }

    @Test func applyingMovesAcceptedFindingsOutOfTheCount() throws {
        let report = try StringsFixtureTests.report()
        let baseline = Baseline(findings: report.findings, root: ArtifactRoot())
        let applied = report.applying(baseline, root: ArtifactRoot(), strings: try StringsTables.english())
        #expect(applied.findings.isEmpty)
        #expect(applied.baselined == report.findings)
        #expect(applied.summary.baselined == report.findings.count)
        #expect(!FailLevel.info.fails(applied))
        #expect(applied.baselinedNotice == "\(report.findings.count) findings in the baseline.")
        #expect(
            TextReporter().render(applied).hasSuffix(
                "\(report.findings.count) findings in the baseline.\n0 errors, 0 warnings, 0 notes\n"))
    }
}
