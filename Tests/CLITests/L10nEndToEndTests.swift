import Foundation
import TestSupport
import Testing

/// `lector l10n` with the built binary: exit statuses 0, 1, 2 and 64, and the fixture's text report.
/// Run `swift build` first.
@Suite struct L10nEndToEndTests {
    @Test func theShippedTablesExit0WithFailOnWarning() throws {
        let outcome = try ProcessRunner.lector(["l10n", "check", "--fail-on", "warning"])
        #expect(outcome.status == 0, "\(outcome.output)\(outcome.standardError)")
    }

    @Test(arguments: ["error", "warning", "info"])
    func theBrokenFixtureExits1(level: String) throws {
        let outcome = try ProcessRunner.lector(
            ["l10n", "check", "strings-mistakes", "--fail-on", level], directory: PackagePaths.fixtures)
        #expect(outcome.status == 1)
    }

    @Test func theBrokenFixtureReportMatchesItsSnapshot() throws {
        let outcome = try ProcessRunner.lector(["l10n", "check", "strings-mistakes"], directory: PackagePaths.fixtures)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.isEmpty)
        try Snapshot.assert(outcome.output, named: "l10n-check-strings-mistakes")
    }

    @Test func aFolderWithoutEnglishExits2() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let outcome = try ProcessRunner.lector(["l10n", "check", folder.path])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.contains("en.lproj"))
    }

    @Test(arguments: [["l10n", "check", "--format", "html"], ["l10n"], ["l10n", "check", "a", "b"]])
    func badUsageExits64(arguments: [String]) throws {
        let outcome = try ProcessRunner.lector(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("Usage: lector l10n"))
    }

    @Test func pseudoWritesIntoTheCurrentFolderByDefault() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let outcome = try ProcessRunner.lector(["l10n", "pseudo"], directory: folder)
        #expect(outcome.status == 0)
        #expect(outcome.output == "en-XA.lproj/Localizable.strings\nar-XB.lproj/Localizable.strings\n")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("ar-XB.lproj/Localizable.strings").path))
    }
}
