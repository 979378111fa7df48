import Foundation
import TestSupport
import Testing

/// `lector audit` with the built binary (run `swift build` first): the twenty-problem fixture, the
/// four formats, exit statuses 0, 1, 2 and 64, standard input and `--output-file`.
@Suite struct AuditEndToEndTests {
    static let clean =
        #"[{"label":"Inventory","traits":["header"]},{"label":"Camera","value":"$120.00","traits":["button"]}]"#

    @Test func theTwentyProblemTreeListsExactlyItsTwentyRuleIDs() throws {
        let outcome = try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--format", "json"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let findings = try AuditProcess.findings(outcome)
        #expect(findings.compactMap { $0["rule"] as? String } == AuditProcess.twentyRuleIDs)
        for finding in findings {
            let rule = try #require(finding["rule"] as? String)
            let location = try #require(finding["location"] as? [String: Any])
            #expect(location["identifier"] as? String == "problem." + rule.replacingOccurrences(of: ".", with: "-"))
        }
    }

    @Test(arguments: ["text", "json", "sarif", "junit"])
    func twoRunsAreByteIdentical(format: String) throws {
        let first = try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--format", format])
        let second = try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--format", format])
        #expect(first.status == 1)
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let outcome = try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--format", "sarif"])
        let validation = try AuditProcess.validateSARIF(outcome.output)
        #expect(validation.status == 0, "\(validation.standardError)")
        #expect(outcome.output.contains("\"physicalLocation\""))
    }

    @Test func junitParsesWithACasePerElement() throws {
        let outcome = try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--format", "junit"])
        let parsed = try AuditProcess.parseJUnit(outcome.output)
        #expect(parsed.status == 0, "\(parsed.standardError)")
        // 24 elements (the labelled root, the heading, 22 rows), the 17 with errors or warnings failing.
        #expect(parsed.output == "24 17\n")
    }

    @Test func aCleanTreeExits0() throws {
        let file = try AuditProcess.file(Self.clean, named: "clean.json")
        let outcome = try AuditProcess.run(["--tree", file.path, "--fail-on", "info"])
        #expect(outcome.status == 0, "\(outcome.output)\(outcome.standardError)")
        #expect(outcome.output.hasSuffix("0 errors, 0 warnings, 0 notes\n"))
    }

    @Test(arguments: [
        ("error", #"[{"label":"Inventory","traits":["header"]},{"traits":["button"]}]"#),
        ("warning", #"[{"label":"Inventory","traits":["header"]},{"label":"Save button","traits":["button"]}]"#),
        ("info", #"[{"label":"Inventory","traits":["header"]},{"label":"share","traits":["button"]}]"#),
    ])
    func aFindingAtTheThresholdExits1(level: String, tree: String) throws {
        let file = try AuditProcess.file(tree, named: "tree.json")
        #expect(try AuditProcess.run(["--tree", file.path, "--fail-on", level]).status == 1)
    }

    @Test func findingsBelowTheThresholdExit0() throws {
        let warning = try AuditProcess.file(
            #"[{"label":"Inventory","traits":["header"]},{"label":"Save button","traits":["button"]}]"#, named: "w.json"
        )
        #expect(try AuditProcess.run(["--tree", warning.path]).status == 0)
        #expect(try AuditProcess.run(["--tree", AuditProcess.twentyProblems.path, "--fail-on", "never"]).status == 0)
    }

    @Test func aMalformedTreeExits2NamingTheFileAndLine() throws {
        let file = try AuditProcess.file("[{\"label\": \"A\",\n  \"traits\": [\"buton\"]}]", named: "bad.json")
        let outcome = try AuditProcess.run(["--tree", file.path, "--strings", "x"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.contains("bad.json:2:"))
    }

    @Test(arguments: [
        ["--strings", "/nonexistent/folder"],
        ["--locale", "xx", "--rules", "speech.too-long"],
    ])
    func workThatCannotBeDoneExits2(arguments: [String]) throws {
        let file = try AuditProcess.file(Self.clean, named: "clean.json")
        let outcome = try AuditProcess.run(["--tree", file.path] + arguments)
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(outcome.output.isEmpty)
        #expect(!outcome.standardError.isEmpty)
    }

    @Test func anUnwritableOutputFileExits2() throws {
        let outcome = try AuditProcess.run([
            "--tree", AuditProcess.twentyProblems.path, "--output-file", "/nonexistent/dir/r.json",
        ])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("/nonexistent/dir/r.json"))
    }

    @Test(arguments: [
        ["--locale", "en", "--all-locales"],
        ["--rules", "label.nothing"],
        ["--rules", "label.missing,,hint.*"],
        ["--tree", "-", "--tree", "-"],
        ["--format", "html"],
        ["--fail-on", "sometimes"],
        ["--frobnicate"],
    ])
    func badUsageExits64(arguments: [String]) throws {
        let outcome = try AuditProcess.run(arguments)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Usage: lector audit"))
    }

    @Test func inspectJSONPipesIntoAuditTreeStandardInput() throws {
        let inspected = try ProcessRunner.lector(["inspect", "--tree", AuditProcess.twentyProblems.path, "--json"])
        let outcome = try AuditProcess.run(["--tree", "-", "--format", "json"], input: inspected.standardOutput)
        let findings = try AuditProcess.findings(outcome)
        #expect(findings.compactMap { $0["rule"] as? String } == AuditProcess.twentyRuleIDs)
        let location = try #require(findings.first?["location"] as? [String: Any])
        #expect(location["screen"] as? String == "<stdin>")
    }

    @Test func theOutputFileGetsTheReportAndStandardOutputNothing() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let report = folder.appendingPathComponent("audit.sarif")
        let outcome = try AuditProcess.run(
            ["--tree", AuditProcess.twentyProblems.path, "--format", "sarif", "--output-file", report.path])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        let written = try String(contentsOf: report, encoding: .utf8)
        #expect(try AuditProcess.validateSARIF(written).status == 0)
    }

    @Test func inputsKeepTheirCommandLineOrder() throws {
        let tree = try AuditProcess.file(#"[{"traits":["button"]}]"#, named: "one.json")
        let outcome = try AuditProcess.run(
            [
                "--strings", PackagePaths.fixtures.appendingPathComponent("strings-mistakes").path, "--tree", tree.path,
                "--format", "json", "--rules", "label.missing,strings.syntax",
            ])
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        let inputs = try #require(object["inputs"] as? [[String: Any]])
        #expect(inputs.compactMap { $0["kind"] as? String } == ["strings", "tree"])
        let rules = try AuditProcess.findings(outcome).compactMap { $0["rule"] as? String }
        #expect(rules.first == "strings.syntax")
        #expect(rules.last == "label.missing")
    }

    @Test func negativeRulePatternsLeaveTheRestRunning() throws {
        let outcome = try AuditProcess.run(
            ["--tree", AuditProcess.twentyProblems.path, "--format", "json", "--rules", "-speech.*,-hint.*"])
        let rules = try AuditProcess.findings(outcome).compactMap { $0["rule"] as? String }
        #expect(rules == AuditProcess.twentyRuleIDs.filter { !$0.hasPrefix("speech.") && !$0.hasPrefix("hint.") })
    }
}
