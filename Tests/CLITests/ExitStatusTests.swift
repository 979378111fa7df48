import Foundation
import Localization
import Speech
import Synthesis
import TestSupport
import Testing

@testable import CLI

/// Every outcome maps to its message, stream and exit code in one place.
@Suite struct ExitStatusTests {
    private func run(_ arguments: [String], variables: [String: String] = [:]) -> (CLI.ExitStatus, String, String) {
        let out = RecordingStream()
        let err = RecordingStream()
        var environment = ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path]
        for (key, value) in variables { environment[key] = value }
        let context = ProcessContext(
            arguments: arguments, variables: environment, executablePath: nil, standardOutput: out,
            standardError: err, rawOutput: .nullDevice)
        return (Lector.run(context), out.text, err.text)
    }

    @Test func codesArePinned() {
        #expect(CLI.ExitStatus.success.rawValue == 0)
        #expect(CLI.ExitStatus.findings.rawValue == 1)
        #expect(CLI.ExitStatus.failure.rawValue == 2)
        #expect(CLI.ExitStatus.usage.rawValue == 64)
    }

    @Test func usageErrorIsExit64WithMessageAndUsageLineOnStderr() {
        let (status, out, err) = run(["speak", "x", "--rate", "5"])
        #expect(status == .usage)
        #expect(out.isEmpty)
        #expect(err == "lector: Invalid value “5” for --rate. Allowed: 80–900.\nUsage: lector speak TEXT...\n")
    }

    @Test func unknownCommandIsExit64WithLectorsUsage() {
        let (status, _, err) = run(["frobnicate"])
        #expect(status == .usage)
        #expect(err.hasPrefix("lector: Unknown command “frobnicate”.\nUsage: lector [GLOBAL OPTIONS] COMMAND"))
    }

    @Test func invalidLocaleIsExit64() {
        let (status, _, err) = run(["speak", "x", "--locale", "not a locale!"])
        #expect(status == .usage)
        #expect(err.contains("not a locale!"))
    }

    @Test func versionNeedsNoTables() {
        let out = RecordingStream()
        let context = ProcessContext(
            arguments: ["--version"], variables: ["LECTOR_LOCALIZATIONS": "/nonexistent"], executablePath: nil,
            standardOutput: out, standardError: RecordingStream(), rawOutput: .nullDevice)
        #expect(Lector.run(context) == .success)
        #expect(out.text == "lector \(Lector.version)\n")
    }

    @Test func missingTablesAreExit2NamingTheVariable() {
        let (status, _, err) = run(["speak", "x"], variables: ["LECTOR_LOCALIZATIONS": "/nonexistent-lector"])
        #expect(status == .failure)
        #expect(err.contains("LECTOR_LOCALIZATIONS"))
        #expect(err.contains("/nonexistent-lector"))
    }

    @Test(arguments: [
        (
            SynthesisError(
                kind: .voiceNotFound, code: 0x100006FF, function: "espeak_ng_SetVoiceByName", message: "", voice: "zz"),
            "Voice zz not found."
        ),
        (
            SynthesisError(
                kind: .voiceNeedsMBROLA, code: 0, function: "espeak_ng_SetVoiceByName", message: "", voice: "mb-en1"),
            "Voice mb-en1 needs MBROLA, which is not installed."
        ),
    ])
    func engineErrorsAreExit2(error: SynthesisError, message: String) throws {
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let failure = FailureReport.describe(error, strings: strings)
        #expect(failure.status == .failure)
        #expect(failure.message.hasPrefix(message))
    }

    @Test func outputErrorsAreExit2NamingTheFile() throws {
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let failure = FailureReport.describe(
            SpeechError(kind: .output, path: "/x/out.wav", message: "the folder /x does not exist"), strings: strings)
        #expect(failure.status == .failure)
        #expect(failure.message == "/x/out.wav: the folder /x does not exist")
    }

    @Test func textOutputPrintsTheWords() {
        let (status, out, err) = run(["speak", "Hello", "world", "--output", "text"])
        #expect(status == .success)
        #expect(out == "Hello world\n")
        #expect(err.isEmpty)
    }
}
