import Foundation
import TestSupport
import Testing

/// `--speech-log FILE`: every utterance of a run appended to the file, line for line what `--output text`
/// prints, whatever the output.
@Suite(.serialized) struct SpeechLogEndToEndTests {
    @Test func browseScriptLogsExactlyWhatTextOutputPrints() throws {
        let folder = try PackagePaths.temporaryDirectory("speech-log")
        let library = folder.appendingPathComponent("library").path
        let log = folder.appendingPathComponent("speech.log")
        let script = Data("next\nnext\nactivate\nread-all\nback\n".utf8)
        let printed = try ProcessRunner.lector(
            ["browse", "--library", library, "--output", "text", "-q"], input: script)
        #expect(printed.status == 0, "\(printed.standardError)")
        let logged = try ProcessRunner.lector(
            ["browse", "--library", library, "--output", "none", "-q", "--speech-log", log.path], input: script)
        #expect(logged.status == 0, "\(logged.standardError)")
        // Script mode echoes every utterance whatever the output; the log holds the same lines.
        #expect(logged.output == printed.output)
        #expect(printed.output.contains("Photos: 30 photos. Button."))
        #expect(try String(contentsOf: log, encoding: .utf8) == printed.output)
    }

    @Test func speakAppendsToTheLog() throws {
        let folder = try PackagePaths.temporaryDirectory("speech-log")
        let log = folder.appendingPathComponent("speech.log")
        let printed = try ProcessRunner.lector(["speak", "Hello world", "--output", "text"])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.output == "Hello world\n")
        for _ in 0..<2 {
            let logged = try ProcessRunner.lector([
                "speak", "Hello world", "--output", "none", "--speech-log", log.path,
            ])
            #expect(logged.status == 0, "\(logged.standardError)")
        }
        #expect(try String(contentsOf: log, encoding: .utf8) == printed.output + printed.output)
    }

    @Test func anUnwritableLogIsAnError() throws {
        let outcome = try ProcessRunner.lector(
            ["speak", "Hello", "--output", "none", "--speech-log", "/nonexistent/folder/speech.log"])
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("/nonexistent/folder/speech.log"), "\(outcome.standardError)")
    }
}
