import Audit
import Testing

@testable import CLI

/// Parsing `lector audit` (cli.md): inputs in command-line order, defaults, rule lists and the
/// usage errors (exit 64).
@Suite struct AuditRequestTests {
    private func request(_ arguments: [String]) throws -> AuditRequest {
        guard case .audit(let request) = try CommandLineParser.parse(["audit"] + arguments).command else {
            throw UsageError.missingCommand
        }
        return request
    }

    @Test func theReportOptionsAndTheSourceLanguage() throws {
        let parsed = try request([
            "--strings", "L", "--base-dir", "/src", "--baseline", "b.json", "--write-baseline", "b.json",
            "--source-language", "zh-hans",
        ])
        #expect(parsed.report == ReportOptions(baseDirectory: "/src", baseline: "b.json", writeBaseline: "b.json"))
        #expect(parsed.sourceLanguage == "zh-Hans")
        #expect(throws: UsageError.invalidLanguageTag(option: "--source-language", value: "x", command: .audit)) {
            try request(["--source-language", "x"])
        }
        #expect(throws: UsageError.missingValue(option: "--baseline", command: .audit)) { try request(["--baseline="]) }
    }

    @Test func noInputMeansEveryLibraryScreenWithTheDefaults() throws {
        let parsed = try request([])
        #expect(parsed == AuditRequest())
        #expect(parsed.inputs == [.screens(nil)])
        #expect(parsed.format == .text)
        #expect(parsed.failOn == .error)
        #expect(parsed.selectedRules.count == RuleRegistry.all.count)
    }

    @Test func inputsKeepTheirOrderAndGlobalOptionsMayStandAnywhere() throws {
        let invocation = try CommandLineParser.parse([
            "--locale", "de", "audit", "--tree", "a.json", "--strings", "L", "--screens=home, items", "--tree", "-",
            "--format", "junit", "-q",
        ])
        #expect(invocation.options.locale == "de")
        #expect(invocation.options.quiet)
        guard case .audit(let parsed) = invocation.command else { throw UsageError.missingCommand }
        #expect(parsed.inputs == [.tree("a.json"), .strings("L"), .screens(["home", "items"]), .tree("-")])
        #expect(parsed.format == .junit)
    }

    @Test func operandsAreProjectFoldersAfterTheNamedInputs() throws {
        let parsed = try request(["App", "--tree", "a.storyboard", "Widgets"])
        #expect(parsed.inputs == [.tree("a.storyboard"), .project("App"), .project("Widgets")])
    }

    @Test func theOtherOptions() throws {
        let parsed = try request([
            "--all-locales", "--fail-on", "warning", "--suppress", "s.txt", "--rules", "-speech.*", "--output-file",
            "r.json",
        ])
        #expect(parsed.allLocales)
        #expect(parsed.failOn == .warning)
        #expect(parsed.suppress == "s.txt")
        #expect(parsed.outputFile == "r.json")
        #expect(parsed.rules?.contains("speech.too-long") == false)
        #expect(parsed.rules?.contains("label.missing") == true)
    }

    @Test(arguments: [
        (
            ["--locale", "de", "audit", "--all-locales"],
            UsageError.conflictingOptions("--locale", "--all-locales", command: .audit)
        ),
        (["audit", "--rules", "label.nothing"], .unknownRule("label.nothing", command: .audit)),
        (["audit", "--rules", "label.missing,"], .unknownRule("", command: .audit)),
        (["audit", "--tree", "-", "--tree", "-"], .repeatedOption("--tree -", command: .audit)),
        (["audit", "--screens", "home", "--screens", "items"], .repeatedOption("--screens", command: .audit)),
        (["audit", "--screens", ","], .missingValue(option: "--screens", command: .audit)),
        (
            ["audit", "--format", "html"],
            .invalidValue(option: "--format", value: "html", allowed: "text, json, sarif, junit", command: .audit)
        ),
        (["audit", "App", "--bogus"], .unknownOption("--bogus", command: .audit)),
        (["audit", "--tree"], .missingValue(option: "--tree", command: .audit)),
        (["audit", "--all-locales", "--all-locales"], .repeatedOption("--all-locales", command: .audit)),
    ])
    func usageErrors(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try CommandLineParser.parse(arguments) }
    }
}
