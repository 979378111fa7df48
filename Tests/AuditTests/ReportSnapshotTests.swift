import Audit
import Foundation
import TestSupport
import Testing

/// Golden reports in every format, byte-identical across runs; SARIF against the schema, JUnit as XML.
/// Re-record with `LECTOR_RECORD_SNAPSHOTS=1 swift test --filter ReportSnapshotTests` (a recording run fails).
@Suite struct ReportSnapshotTests {
    static func render(_ format: ReportFormat) throws -> String {
        format.reporter.render(try StringsFixtureTests.report())
    }

    @Test(arguments: ReportFormat.allCases)
    func matchesItsSnapshot(format: ReportFormat) throws {
        try Snapshot.assert(try Self.render(format), named: "strings-mistakes-\(format.rawValue)")
    }

    @Test(arguments: ReportFormat.allCases)
    func twoRunsAreByteIdentical(format: ReportFormat) throws {
        #expect(try Self.render(format) == (try Self.render(format)))
    }

    @Test(arguments: [false, true])
    func sarifValidatesAgainstTheSchema(synthetic: Bool) throws {
        let text = synthetic ? SARIFReporter().render(SyntheticReport.make()) : try Self.render(.sarif)
        let outcome = try Self.validate(text)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test func theSchemaRejectsAPropertySARIFDoesNotHave() throws {
        let text = try Self.render(.sarif).replacingOccurrences(
            of: "\"kind\": \"fail\"", with: "\"kind\": \"fail\", \"severity\": 1")
        #expect(try Self.validate(text).status != 0)
    }

    @Test(arguments: [false, true])
    func junitParsesWithConsistentCounts(synthetic: Bool) throws {
        let text = synthetic ? JUnitReporter().render(SyntheticReport.make()) : try Self.render(.junit)
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == 'testsuites', root.tag
            cases = root.findall('./testsuite/testcase')
            assert int(root.get('tests')) == len(cases)
            failing = [c for c in cases if c.find('failure') is not None]
            assert int(root.get('failures')) == len(failing)
            for suite in root.findall('testsuite'):
                names = [c.get('name') for c in suite.findall('testcase')]
                assert len(names) == len(set(names)), names
                assert int(suite.get('tests')) == len(names)
            print(len(cases), len(failing))
            """
        let file = try Self.write(text, named: "report.xml")
        let outcome = try ProcessRunner.run("python3", ["-c", script, file.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        if !synthetic { #expect(outcome.output == "25 12\n") }
    }

    @Test func jsonKeepsTheKeyOrderAndParses() throws {
        let text = try Self.render(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let keys = [
            "\"tool\"", "\"version\"", "\"schemaVersion\"", "\"locales\"", "\"inputs\"", "\"rules\"", "\"skipped\"",
            "\"elementsAudited\"", "\"keysAudited\"", "\"findings\"", "\"suppressed\"", "\"summary\"",
        ]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(!text.contains("\\/"))
        #expect(text.contains("“Garden log”"))
    }

    static func write(_ text: String, named name: String) throws -> URL {
        let file = try PackagePaths.temporaryDirectory("lector-audit").appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    static func validate(_ sarif: String) throws -> ProcessOutcome {
        try SchemaValidation.sarif(sarif)
    }
}
