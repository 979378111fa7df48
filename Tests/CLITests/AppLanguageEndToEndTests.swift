import Foundation
import TestSupport
import Testing

/// Tree files are audited in the app's language, never in Lector's own: `--locale`, else the
/// `developmentRegion` of the Xcode project around the file, else `en` (run `swift build` first). The
/// files are the project of `Tests/Fixtures/xcode-project-ja`, whose development region is `ja`.
@Suite struct AppLanguageEndToEndTests {
    static let project = PackagePaths.fixtures.appendingPathComponent("xcode-project-ja")
    static let dump = project.appendingPathComponent("SetteiUITests/settings-dump.txt")

    /// `lector audit ARGUMENTS --format json` with Lector's own language `lang`: the report's locales
    /// and its findings as (rule, locale).
    private func audit(_ arguments: [String], lang: String = "en_US.UTF-8", directory: URL? = nil) throws -> (
        locales: [String], findings: [(rule: String, locale: String)]
    ) {
        let library = try PackagePaths.temporaryDirectory("lector-app-language").appendingPathComponent("library")
        let outcome = try ProcessRunner.lector(
            ["--library", library.path, "audit"] + arguments + ["--format", "json"], environment: ["LANG": lang],
            directory: directory)
        #expect(outcome.status == 0 || outcome.status == 1, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        let findings = (object["findings"] as? [[String: Any]] ?? []).map {
            (rule: $0["rule"] as? String ?? "", locale: $0["locale"] as? String ?? "")
        }
        return (object["locales"] as? [String] ?? [], findings)
    }

    @Test func aDumpOfAJapaneseAppIsAuditedInJapanese() throws {
        let report = try audit(["--tree", Self.dump.path])
        #expect(report.locales == ["ja"])
        #expect(!report.findings.contains { $0.rule == "speech.wrong-script" })
        #expect(report.findings.allSatisfy { $0.locale == "ja" })
    }

    @Test func localeNamesTheLanguageTheAppIsShownIn() throws {
        let report = try audit(["--tree", Self.dump.path, "--locale", "en"])
        #expect(report.locales == ["en"])
        #expect(report.findings.filter { $0.rule == "speech.wrong-script" }.count == 4)
    }

    @Test func theStoryboardsOfAProjectFolderAreAuditedInItsDevelopmentRegion() throws {
        let report = try audit([Self.project.path])
        #expect(report.locales == ["ja"])
        #expect(!report.findings.contains { $0.rule == "speech.wrong-script" })
        let english = try audit([Self.project.path, "--locale", "en"])
        #expect(english.findings.contains { $0.rule == "speech.wrong-script" })
    }

    @Test func withoutAProjectADumpIsAuditedInEnglishWhateverLectorsLanguage() throws {
        let folder = try PackagePaths.temporaryDirectory("lector-app-language-dump")
        let copy = folder.appendingPathComponent("settings-dump.txt")
        try FileManager.default.copyItem(at: Self.dump, to: copy)
        let report = try audit(["--tree", copy.path], lang: "ja_JP.UTF-8")
        #expect(report.locales == ["en"])
        #expect(report.findings.contains { $0.rule == "speech.wrong-script" })
    }

    @Test func aLocalizedStoryboardIsAuditedInItsFoldersLanguage() throws {
        let folder = try PackagePaths.temporaryDirectory("lector-app-language-lproj")
        let storyboard = Self.project.appendingPathComponent("Settei/Base.lproj/Main.storyboard")
        let localized = folder.appendingPathComponent("ja.lproj/Main.storyboard")
        try FileManager.default.createDirectory(
            at: localized.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: storyboard, to: localized)
        let plain = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(at: storyboard, to: plain)
        let japanese = try audit(["--tree", localized.path])
        #expect(japanese.locales == ["ja"])
        #expect(!japanese.findings.contains { $0.rule == "speech.wrong-script" })
        let english = try audit(["--tree", plain.path])
        #expect(english.locales == ["en"])
        #expect(english.findings.contains { $0.rule == "speech.wrong-script" })
    }
}
