import Audit
import Foundation
import Localization
import TestSupport
import Testing

@testable import CLI

/// `lector l10n`, in process: parsing, exit statuses, messages, output files and the pseudo tables.
@Suite struct L10nCommandTests {
    static let fixture = PackagePaths.fixtures.appendingPathComponent("strings-mistakes").path

    private func run(_ arguments: [String]) -> (CLI.ExitStatus, String, String) {
        let out = RecordingStream()
        let err = RecordingStream()
        let context = ProcessContext(
            arguments: arguments, variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path],
            executablePath: nil,
            standardOutput: out, standardError: err, rawOutput: .nullDevice)
        return (Lector.run(context), out.text, err.text)
    }

    // MARK: - Parsing

    @Test(arguments: [
        (
            ["l10n", "check", "D", "--format", "sarif", "--fail-on", "never", "--output-file", "r.sarif"],
            L10nRequest.check(L10nCheckRequest(folder: "D", format: .sarif, failOn: .never, outputFile: "r.sarif"))
        ),
        (["l10n", "--format=junit", "check"], .check(L10nCheckRequest(folder: nil, format: .junit))),
        (["l10n", "pseudo", "--out", "gen"], .pseudo(outputFolder: "gen")),
        (["l10n", "pseudo"], .pseudo(outputFolder: nil)),
        (
            [
                "l10n", "check", "--base-dir", "..", "--baseline", "b.json", "--write-baseline", "n.json",
                "--source-language", "pt_BR",
            ],
            .check(
                L10nCheckRequest(
                    folder: nil,
                    report: ReportOptions(baseDirectory: "..", baseline: "b.json", writeBaseline: "n.json"),
                    sourceLanguage: "pt-BR"))
        ),
        (["l10n", "check", "--speech"], .check(L10nCheckRequest(folder: nil, speech: true))),
    ])
    func parses(arguments: [String], expected: L10nRequest) throws {
        #expect(try CommandLineParser.parse(arguments).command == .l10n(expected))
    }

    @Test(arguments: [
        (["l10n"], UsageError.missingArgument("check|pseudo", command: .l10n)),
        (["l10n", "frob"], .unknownSubcommand("frob", allowed: "check, pseudo", command: .l10n)),
        (["l10n", "check", "a", "b"], .unexpectedArgument("b", command: .l10n)),
        (["l10n", "pseudo", "x"], .unexpectedArgument("x", command: .l10n)),
        (["l10n", "pseudo", "--format", "json"], .unknownOption("--format", command: .l10n)),
        (["l10n", "check", "--out", "x"], .unknownOption("--out", command: .l10n)),
        (["l10n", "pseudo", "--baseline", "b.json"], .unknownOption("--baseline", command: .l10n)),
        (["l10n", "pseudo", "--source-language", "en"], .unknownOption("--source-language", command: .l10n)),
        (["l10n", "pseudo", "--speech"], .unknownOption("--speech", command: .l10n)),
        (
            ["l10n", "check", "--source-language", "english!"],
            .invalidLanguageTag(option: "--source-language", value: "english!", command: .l10n)
        ),
        (["l10n", "check", "--write-baseline="], .missingValue(option: "--write-baseline", command: .l10n)),
        (
            ["l10n", "check", "--format", "xml"],
            .invalidValue(option: "--format", value: "xml", allowed: "text, json, sarif, junit", command: .l10n)
        ),
        (
            ["l10n", "check", "--fail-on", "fatal"],
            .invalidValue(option: "--fail-on", value: "fatal", allowed: "error, warning, info, never", command: .l10n)
        ),
    ])
    func rejects(arguments: [String], error: UsageError) {
        #expect(throws: error) { try CommandLineParser.parse(arguments) }
    }

    @Test func usageErrorsAreExit64WithTheL10nUsageLine() {
        let (status, out, err) = run(["l10n", "frob"])
        #expect(status == .usage)
        #expect(out.isEmpty)
        #expect(
            err.hasPrefix(
                "lector: Unknown subcommand “frob” of l10n. Use one of: check, pseudo.\nUsage: lector l10n check [DIR]")
        )
    }

    // MARK: - Exit statuses

    @Test func theShippedTablesPassWithFailOnWarning() {
        let (status, out, _) = run(["l10n", "check", "--fail-on", "warning"])
        #expect(status == .success)
        #expect(out == "0 errors, 0 warnings, 0 notes\n")
    }

    @Test(arguments: [
        (FailLevel.error, CLI.ExitStatus.findings), (.warning, .findings), (.info, .findings), (.never, .success),
    ])
    func theBrokenFixtureFailsUnderEachThreshold(level: FailLevel, status: CLI.ExitStatus) {
        let (result, out, err) = run(["l10n", "check", Self.fixture, "--fail-on", level.rawValue])
        #expect(result == status)
        #expect(out.hasSuffix("4 errors, 8 warnings, 1 notes\n"))
        #expect(err.isEmpty)
    }

    @Test func aFolderWithoutEnglishIsExit2InTheUILanguage() throws {
        let folder = try PackagePaths.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let (status, out, err) = run(["l10n", "check", folder.path])
        #expect(status == .failure)
        #expect(out.isEmpty)
        #expect(
            err
                == "lector: \(folder.path) has no source folder (Base.lproj, en.lproj or the folder of --source-language) and no string catalog; l10n check compares every language with it.\n"
        )
        let (germanStatus, _, german) = run(["l10n", "check", folder.path, "--locale", "de"])
        #expect(germanStatus == .failure)
        #expect(
            german
                == "lector: \(folder.path) hat keinen Quellordner (Base.lproj, en.lproj oder den Ordner von --source-language) und keinen Stringkatalog; l10n check vergleicht jede Sprache damit.\n"
        )
    }

    @Test func aMissingFolderIsExit2() {
        let (status, _, err) = run(["l10n", "check", "/nonexistent-lector-folder"])
        #expect(status == .failure)
        #expect(err == "lector: Cannot read the folder /nonexistent-lector-folder.\n")
    }

    @Test func messagesFollowTheLocale() {
        let (_, out, _) = run(["l10n", "check", Self.fixture, "--locale", "de"])
        #expect(out.contains("hint.gesture: Der Hinweis nennt eine Geste („Tippen“)"))
        #expect(out.hasSuffix("4 errors, 8 warnings, 1 notes\n"))
    }

    // MARK: - Output

    @Test func writesTheReportToAFileAndNothingToStdout() throws {
        let file = try PackagePaths.temporaryDirectory().appendingPathComponent("report.json")
        let (status, out, _) = run(["l10n", "check", Self.fixture, "--format", "json", "--output-file", file.path])
        #expect(status == .findings)
        #expect(out.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect((object?["findings"] as? [Any])?.count == 13)
    }

    @Test func anUnwritableReportIsExit2() {
        let (status, out, err) = run(["l10n", "check", "--output-file", "/nonexistent-lector-folder/r.txt"])
        #expect(status == .failure)
        #expect(out.isEmpty)
        #expect(err.contains("/nonexistent-lector-folder/r.txt"))
    }

    @Test func pseudoWritesBothTablesAndPrintsTheirPaths() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let (status, out, err) = run(["l10n", "pseudo", "--out", folder.path])
        #expect(status == .success, "\(err)")
        let paths = ["en-XA", "ar-XB"].map { folder.path + "/\($0).lproj/Localizable.strings" }
        #expect(out == paths.joined(separator: "\n") + "\n")
        let base = StringsDocument.parse(
            [UInt8](
                try Data(contentsOf: PackagePaths.localizations.appendingPathComponent("en.lproj/Localizable.strings"))),
            file: "en")
        for (path, pseudo) in zip(paths, PseudoLocalizer.allCases) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(
                String(decoding: bytes, as: UTF8.self).hasPrefix("/* Generated by lector l10n pseudo; do not edit */\n")
            )
            let document = StringsDocument.parse(bytes, file: path)
            #expect(document.errors.isEmpty)
            #expect(document.entries.map(\.key) == base.entries.map(\.key))
            #expect(document.entries.map(\.comment) == base.entries.map(\.comment))
            #expect(document.entries.map(\.value) == base.entries.map { pseudo.transform($0.value) })
        }
        let rtl = try String(contentsOfFile: paths[1], encoding: .utf8)
        #expect(rtl.contains("\\U200F\\U202E"))
    }

    @Test func pseudoIntoAnUnwritableFolderIsExit2() {
        let (status, out, err) = run(["l10n", "pseudo", "--out", "/proc/lector-cannot-write"])
        #expect(status == .failure)
        #expect(out.isEmpty)
        #expect(err.contains("/proc/lector-cannot-write"))
    }

    @Test func displayPathsAreRelativeInsideTheCurrentFolder() {
        #expect(L10nCheckCommand.displayPath("/a/b/Localizations", currentFolder: "/a/b") == "Localizations")
        #expect(L10nCheckCommand.displayPath("/x/Localizations", currentFolder: "/a/b") == "/x/Localizations")
    }
}

/// Usage errors follow `--locale` even though the line they are about does not parse.
@Suite struct UsageErrorLocaleTests {
    @Test func aLineThatDoesNotParseStillHonoursTheLocale() {
        let err = RecordingStream()
        let context = ProcessContext(
            arguments: ["l10n", "frob", "--locale", "de"],
            variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path],
            executablePath: nil, standardOutput: RecordingStream(), standardError: err, rawOutput: .nullDevice)
        #expect(Lector.run(context) == .usage)
        #expect(
            err.text.hasPrefix(
                "lector: Unbekannter Unterbefehl „frob“ von l10n. Möglich sind: check, pseudo.\nAufruf: lector l10n check"
            ))
    }

    @Test(
        arguments: [
            (["speak", "--locale", "de", "x"], "de"), (["--locale=fr", "bad"], "fr"),
            (["x", "--", "--locale", "de"], nil),
            (["speak"], nil),
        ] as [([String], String?)])
    func findsTheLocaleOption(arguments: [String], locale: String?) {
        #expect(CommandLineParser.localeOption(in: arguments) == locale)
    }
}
