import Audit
import Foundation
import TestSupport
import Testing

/// What code-scanning services rely on: URIs relative to the base folder, `help.text`, a line hash
/// that survives moved lines, regions with an end, baseline states; and JUnit that the xunit schema
/// accepts.
@Suite struct SARIFReporterTests {
    static func sarif(_ report: Report, root: ArtifactRoot = ArtifactRoot()) throws -> [String: Any] {
        let text = SARIFReporter(root: root).render(report)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    static func physical(_ result: [String: Any]) -> [String: Any]? {
        ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
    }

    @Test func everyRuleHasHelpText() throws {
        let rules = try #require(
            ((try Self.run(try Self.sarif(try StringsFixtureTests.report()))["tool"] as? [String: Any])?["driver"]
                as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(!rules.isEmpty)
        for rule in rules {
            let help = (rule["help"] as? [String: Any])?["text"] as? String
            #expect(help?.isEmpty == false, "\(rule["id"] ?? "")")
        }
    }

    @Test func urisAreRelativeToTheBaseFolderWithABaseID() throws {
        let log = try Self.sarif(
            try StringsFixtureTests.report(),
            root: ArtifactRoot(baseDirectory: "strings-mistakes", currentDirectory: "/w"))
        let first = try #require(try Self.results(log).first)
        let artifact = try #require(Self.physical(first)?["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "de.lproj/Localizable.strings")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        #expect(try Self.run(log)["originalUriBaseIds"] == nil)
    }

    @Test func anAbsoluteBaseIsGivenAsTheBaseIDsURI() throws {
        let log = try Self.sarif(
            try StringsFixtureTests.report(),
            root: ArtifactRoot(baseDirectory: "/w/my app", currentDirectory: "/w/my app"))
        let bases = try #require(try Self.run(log)["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["SRCROOT"]?["uri"] == "file:///w/my%20app/")
        #expect(
            try SchemaValidation.sarif(
                SARIFReporter(root: ArtifactRoot(baseDirectory: "/w/my app")).render(
                    try StringsFixtureTests.report())
            ).status == 0)
    }

    @Test func theLineHashIgnoresLinesAndCountsRepeats() throws {
        func report(line: Int) -> Report {
            let findings = [line, line + 5].map {
                Finding(
                    rule: "strings.duplicate-key", severity: .error, locale: "de", message: "M.",
                    location: .file(FileLocation(file: "L/de.lproj/A.strings", line: $0, column: 1, key: "k")))
            }
            return Report(version: "1", locales: ["de"], inputs: [], rules: [], findings: findings)
        }
        func hashes(_ report: Report) throws -> [String] {
            try Self.results(try Self.sarif(report)).map {
                try #require(($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
            }
        }
        let before = try hashes(report(line: 3))
        #expect(before == (try hashes(report(line: 40))))
        #expect(before.count == 2 && before[0].hasSuffix(":1") && before[1].hasSuffix(":2"))
        #expect(before[0].dropLast(2) == before[1].dropLast(2))
        #expect(before[0].count == 18)
    }

    @Test func regionsEndAfterTheKeyOrAtTheErrorPoint() throws {
        let results = try Self.results(try Self.sarif(try StringsFixtureTests.report()))
        let regions = results.compactMap { Self.physical($0)?["region"] as? [String: Int] }
        // "screen.journal.title" at 3:1 ends after its closing quote: 1 + 20 + 2.
        #expect(regions.first == ["startLine": 3, "startColumn": 1, "endLine": 3, "endColumn": 23])
        // The syntax error at 4:39 is one character.
        #expect(regions.contains(["startLine": 4, "startColumn": 39, "endLine": 4, "endColumn": 40]))
        for region in regions { #expect(region["endColumn", default: 0] > region["startColumn", default: 0]) }
    }

    @Test func baselinedResultsAreUnchangedAndTheOthersNew() throws {
        let report = try StringsFixtureTests.report()
        let baseline = Baseline(findings: Array(report.findings.prefix(2)), root: ArtifactRoot())
        let applied = report.applying(baseline, root: ArtifactRoot(), strings: try StringsTables.english())
        let text = SARIFReporter().render(applied)
        #expect(try SchemaValidation.sarif(text).status == 0)
        let states = try Self.results(try Self.sarif(applied)).compactMap { $0["baselineState"] as? String }
        #expect(states.count == report.findings.count)
        #expect(states.filter { $0 == "unchanged" }.count == 2)
    }

    @Test(arguments: [false, true])
    func junitValidatesAgainstTheXunitSchema(baselined: Bool) throws {
        var report = try StringsFixtureTests.report()
        if baselined {
            report = report.applying(
                Baseline(findings: Array(report.findings.prefix(3)), root: ArtifactRoot()), root: ArtifactRoot(),
                strings: try StringsTables.english())
        }
        let outcome = try SchemaValidation.junit(JUnitReporter().render(report))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let synthetic = try SchemaValidation.junit(JUnitReporter().render(SyntheticReport.make()))
        #expect(synthetic.status == 0, "\(synthetic.standardError)")
    }

    @Test func theXunitSchemaRejectsASkippedCountOnTestsuites() throws {
        let text = JUnitReporter().render(try StringsFixtureTests.report())
            .replacingOccurrences(
                of: "<testsuites name=\"lector audit\"", with: "<testsuites skipped=\"0\" name=\"lector audit\"")
        #expect(try SchemaValidation.junit(text).status != 0)
    }
}
