import Foundation
import TestSupport
import Testing

@testable import CLI

/// `docs/cli.md` shows, for `lector --help` and for every command, exactly what the built binary prints.
/// Re-record with `LECTOR_RECORD_SNAPSHOTS=1 swift test --filter CLIDocumentTests` (a recording run fails).
/// Run `swift build` first.
@Suite struct CLIDocumentTests {
    struct Recorded: Error, CustomStringConvertible {
        var description: String { "recorded the help blocks of docs/cli.md; run again without LECTOR_RECORD_SNAPSHOTS" }
    }

    /// `nil` is `lector --help`.
    static let topics: [String?] = [nil] + CommandName.allCases.map(\.rawValue)

    /// What `lector [TOPIC] --help` prints, in English.
    static func help(_ topic: String?) throws -> ProcessOutcome {
        try ProcessRunner.lector((topic.map { [$0] } ?? []) + ["--help"])
    }

    @Test func everyHelpPageIsInTheDocumentByteForByte() throws {
        let pages = try Self.topics.map { topic -> (String?, String) in
            let outcome = try Self.help(topic)
            #expect(outcome.status == 0, "lector \(topic ?? "") --help: \(outcome.standardError)")
            #expect(outcome.standardError.isEmpty)
            return (topic, outcome.output)
        }
        let global = try #require(CLIDocument.globalSection(of: pages[0].1), "lector --help has no Global options")

        if ProcessInfo.processInfo.environment["LECTOR_RECORD_SNAPSHOTS"] == "1" {
            var document = CLIDocument.read()
            for (topic, output) in pages {
                document = try #require(
                    document.replacingHelpBlock(topic, with: output), "no block for \(CLIDocument.marker(topic))")
            }
            try Data(document.text.utf8).write(to: CLIDocument.url)
            throw Recorded()
        }

        let document = CLIDocument.read()
        for (topic, output) in pages {
            let block = try #require(
                document.helpBlock(topic), "docs/cli.md has no block after \(CLIDocument.marker(topic))")
            // The global options are listed once, under lector --help; a command's page points there.
            #expect(
                topic == nil || !output.contains(global), "lector \(topic ?? "") --help lists the global options again")
            #expect(
                Self.firstDifference(shown: block, printed: output) == nil,
                "docs/cli.md differs from lector \(topic.map { $0 + " " } ?? "")--help")
        }
    }

    /// The first line where the document and the program differ, as a sentence; `nil` when they are equal.
    static func firstDifference(shown: String, printed: String) -> String? {
        guard shown != printed else { return nil }
        let documented = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(documented.count, actual.count)
        let index = (0..<common).first { documented[$0] != actual[$0] } ?? common
        let line = { (lines: [Substring]) in index < lines.count ? "“\(lines[index])”" : "nothing" }
        return "line \(index + 1): the document shows \(line(documented)), the program prints \(line(actual))"
    }

    @Test func everyCommandHasAUsageBlock() {
        let commands = Set(CLIDocument.read().usages.map(\.command))
        for name in CommandName.allCases {
            #expect(commands.contains(name.rawValue), "docs/cli.md has no usage line for lector \(name.rawValue)")
        }
    }

    @Test func aDifferenceNamesItsFirstLine() {
        #expect(Self.firstDifference(shown: "a\nb\n", printed: "a\nb\n") == nil)
        #expect(
            Self.firstDifference(shown: "a\nb\n", printed: "a\nc\n")
                == "line 2: the document shows “b”, the program prints “c”")
        #expect(
            Self.firstDifference(shown: "a\n", printed: "a\nb\n")
                == "line 2: the document shows “”, the program prints “b”")
    }

    @Test func globalSectionEndsAtItsLastOption() {
        let page = "Usage: x\n\nGlobal options:\n  -a  A.\n  -b  B.\n\nRun it.\n"
        #expect(CLIDocument.globalSection(of: page) == "Global options:\n  -a  A.\n  -b  B.\n")
        #expect(CLIDocument.globalSection(of: "Usage: x\n") == nil)
    }
}
