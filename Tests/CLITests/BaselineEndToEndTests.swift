import Foundation
import TestSupport
import Testing

/// `--write-baseline` and `--baseline` with the built binary (`lector l10n check` and `lector audit
/// --strings`): a moved finding stays baselined, a new one alone fails the run, a broken baseline is
/// exit 2 naming its place. Run `swift build` first.
@Suite struct BaselineEndToEndTests {
    /// A project folder with en and de tables: de has one extra key, `old.key`.
    static func project() throws -> URL {
        let folder = try PackagePaths.temporaryDirectory("lector-baseline")
        try write(folder, "en", "\"greeting\" = \"Hello\";\n\"farewell\" = \"Goodbye\";\n")
        try write(folder, "de", "\"greeting\" = \"Hallo\";\n\"farewell\" = \"Tschüss\";\n\"old.key\" = \"Alt\";\n")
        return folder
    }

    static func write(_ folder: URL, _ language: String, _ text: String) throws {
        let lproj = folder.appendingPathComponent("App/\(language).lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }

    static func findings(_ outcome: ProcessOutcome, _ field: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        return try #require(object[field] as? [[String: Any]])
    }

    @Test(arguments: [["l10n", "check", "App"], ["audit", "--strings", "App"]])
    func onlyANewFindingFailsTheRun(command: [String]) throws {
        let folder = try Self.project()
        let written = try ProcessRunner.lector(
            command + ["--fail-on", "warning", "--write-baseline", "base.json"], directory: folder)
        #expect(written.status == 1, "\(written.standardError)")
        let baseline = try String(contentsOf: folder.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\": \"App/de.lproj/Localizable.strings\""))
        #expect(baseline.contains("\"key\": \"old.key\""))
        #expect(!baseline.contains("\"line\""))

        // The extra key moves two lines down, and a new extra key appears.
        try Self.write(
            folder, "de",
            "\"new.key\" = \"Neu\";\n\"greeting\" = \"Hallo\";\n\"farewell\" = \"Tschüss\";\n\n\"old.key\" = \"Alt\";\n"
        )
        let text = try ProcessRunner.lector(
            command + ["--fail-on", "warning", "--baseline", "base.json"], directory: folder)
        #expect(text.status == 1)
        #expect(text.output.contains("\"new.key\""))
        #expect(!text.output.contains("\"old.key\""))
        #expect(text.output.hasSuffix("1 finding in the baseline.\n0 errors, 1 warnings, 0 notes\n"))

        let json = try ProcessRunner.lector(
            command + ["--format", "json", "--fail-on", "warning", "--baseline", "base.json"], directory: folder)
        let found = try Self.findings(json, "findings")
        let baselined = try Self.findings(json, "baselined")
        #expect(found.map { ($0["location"] as? [String: Any])?["key"] as? String } == ["new.key"])
        #expect(baselined.map { ($0["location"] as? [String: Any])?["line"] as? Int } == [5])

        // Read, then write the new baseline: afterwards nothing is new.
        let both = try ProcessRunner.lector(
            command + ["--fail-on", "warning", "--baseline", "base.json", "--write-baseline", "base.json"],
            directory: folder)
        #expect(both.status == 1)
        let again = try ProcessRunner.lector(
            command + ["--fail-on", "warning", "--baseline", "base.json"], directory: folder)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.hasSuffix("2 findings in the baseline.\n0 errors, 0 warnings, 0 notes\n"))
    }

    @Test func theBaseFolderMakesPathsAndURIsRelative() throws {
        let folder = try Self.project()
        let sarif = try ProcessRunner.lector(
            ["l10n", "check", "App", "--format", "sarif", "--base-dir", "App", "--write-baseline", "base.json"],
            directory: folder)
        #expect(sarif.output.contains("\"uri\": \"de.lproj/Localizable.strings\""))
        #expect(sarif.output.contains("\"uriBaseId\": \"SRCROOT\""))
        #expect(!sarif.output.contains(folder.path))
        #expect(try SchemaValidation.sarif(sarif.output).status == 0)
        let baseline = try String(contentsOf: folder.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\": \"de.lproj/Localizable.strings\""))
        let check = ["l10n", "check", "App", "--format", "junit", "--fail-on", "warning", "--baseline", "base.json"]
        let same = try ProcessRunner.lector(check + ["--base-dir", "App"], directory: folder)
        #expect(same.status == 0)
        #expect(same.output.contains("baselined: warning strings.extra-key"))
        #expect(try SchemaValidation.junit(same.output).status == 0)
        let other = try ProcessRunner.lector(check, directory: folder)
        #expect(other.status == 1, "another base folder gives other paths, so the findings are new")
    }

    @Test(arguments: [
        ("{\"baselineVersion\": 1, \"findings\": {}}", "base.json:1:36: "),
        ("not json", "base.json:1:1: "),
    ])
    func aMalformedBaselineIsExit2NamingItsPlace(text: String, place: String) throws {
        let folder = try Self.project()
        try Data(text.utf8).write(to: folder.appendingPathComponent("base.json"))
        let outcome = try ProcessRunner.lector(["l10n", "check", "App", "--baseline", "base.json"], directory: folder)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.hasPrefix("lector: " + place), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }

    @Test func aMissingBaselineIsExit2AndABadSourceLanguage64() throws {
        let folder = try Self.project()
        let missing = try ProcessRunner.lector(
            ["audit", "--strings", "App", "--baseline", "gone.json"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError == "lector: Cannot read the baseline file gone.json.\n")
        let tag = try ProcessRunner.lector(
            ["l10n", "check", "App", "--source-language", "en_US_bad"], directory: folder)
        #expect(tag.status == 64)
        #expect(tag.standardError.hasPrefix("lector: Invalid language tag “en_US_bad” for --source-language."))
    }
}
