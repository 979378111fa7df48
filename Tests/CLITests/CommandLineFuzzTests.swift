import TestSupport
import Testing

@testable import CLI

/// Seeded random command lines: the parser always answers with a value or a usage error, never a crash.
@Suite struct CommandLineFuzzTests {
    static let words = [
        "speak", "inspect", "browse", "--help", "-h", "--version", "--rate", "--rate=", "--pitch", "--volume",
        "--output", "wav:", "wav:x.wav", "pcm", "text", "--locale", "de", "", "-", "--", "-q", "--quiet", "--curtain",
        "--empty", "--library", "--voice", "--verbosity", "brief", "--punctuation", "all", "--element", "--tree",
        "--json", "--quick", "900", "79", "-1", "abc", "=", "--=", "---", "ß", "☃", "\u{0}", "--rate=175",
    ]

    @Test func randomArgumentListsNeverCrash() {
        var generator = SeededGenerator(seed: 0x1EC7_0A)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let arguments = (0..<count).map { _ in Self.words.randomElement(using: &generator)! }
            switch Result(catching: { try CommandLineParser.parse(arguments) }) {
            case .success(let invocation):
                // A parsed speak always has words or a file.
                if case .speak(.text(let text)) = invocation.command { #expect(!text.isEmpty) }
            case .failure(let error):
                #expect(error is UsageError)
            }
        }
    }

    @Test func randomBytesAsArgumentsNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("-=:abcdefgqrsw0123456789 \u{FFFD}é\n\t")
        for _ in 0..<10_000 {
            let arguments = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                generator.string(from: alphabet, maxLength: 12)
            }
            _ = try? CommandLineParser.parse(arguments)
        }
    }
}
