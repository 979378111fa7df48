import Foundation
import TestSupport

/// Runs `lector audit` as a process for the end-to-end tests, in a fresh folder.
enum AuditProcess {
    /// The fixture tree with exactly twenty known problems.
    static let twentyProblems = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/audit-twenty-problems.json")

    /// The rule IDs the fixture breaks, in report order.
    static let twentyRuleIDs = [
        "label.missing", "label.whitespace", "label.not-human-readable", "label.redundant-trait",
        "label.contains-state",
        "label.contains-action", "label.trailing-period", "label.not-capitalized", "label.duplicate",
        "label.generic-link",
        "label.symbol-only", "label.equals-hint", "label.contains-value", "hint.gesture", "hint.imperative",
        "hint.missing-period", "traits.conflict", "traits.switch-value", "heading.empty", "speech.raw-format",
    ]

    /// Writes text to a new file in a fresh folder.
    static func file(_ text: String, named name: String) throws -> URL {
        let url = try PackagePaths.temporaryDirectory("lector-audit").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// `lector audit ARGUMENTS` with an empty library of its own, so no test touches a real one.
    static func run(_ arguments: [String], input: Data? = nil, directory: URL? = nil) throws -> ProcessOutcome {
        let library = try PackagePaths.temporaryDirectory("lector-audit-library").appendingPathComponent("library")
        return try ProcessRunner.lector(
            ["--library", library.path, "audit"] + arguments, input: input, directory: directory)
    }

    /// The JSON report's findings.
    static func findings(_ outcome: ProcessOutcome) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any]
        return object?["findings"] as? [[String: Any]] ?? []
    }

    /// Validates SARIF text against the schema with python3-jsonschema.
    static func validateSARIF(_ text: String) throws -> ProcessOutcome {
        try SchemaValidation.sarif(text)
    }

    /// Parses JUnit XML with python3 and checks its counts; prints `CASES FAILURES`.
    static func parseJUnit(_ text: String) throws -> ProcessOutcome {
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
            print(len(cases), len(failing))
            """
        let file = try file(text, named: "report.xml")
        return try ProcessRunner.run("python3", ["-c", script, file.path])
    }
}
