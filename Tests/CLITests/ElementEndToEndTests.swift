import Foundation
import TestSupport
import Testing

/// `speak --element` and `inspect --tree` run as processes.
@Suite(.serialized) struct ElementEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func workedExamplesPrintExactlyTheirLines() throws {
        let outcome = try ProcessRunner.lector(
            [
                "speak", "--element", Self.fixtures.appendingPathComponent("worked-examples.json").path, "--output",
                "text",
            ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        try Snapshot.assert(outcome.output, named: "worked-examples-en")
    }

    @Test func germanEnvironmentSpeaksGermanTraitWords() throws {
        let outcome = try ProcessRunner.lector(
            [
                "speak", "--element", Self.fixtures.appendingPathComponent("worked-examples-de.json").path, "--output",
                "text",
            ],
            environment: ["LANG": "de_DE.UTF-8"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        try Snapshot.assert(outcome.output, named: "worked-examples-de")
    }

    @Test(arguments: [("ja", "ボタン。"), ("ar", "زر."), ("es", "Botón."), ("fr", "Bouton.")])
    func otherLocalesSpeakTheirOwnTraitWords(locale: String, buttonWord: String) throws {
        let json = #"{"label": "Camera", "value": "$1,299.99", "traits": ["button", "selected"]}"#
        let outcome = try ProcessRunner.lector(
            ["speak", "--element", "-", "--output", "text", "--locale", locale], input: Data(json.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix(buttonWord + "\n"), "\(outcome.output)")
        #expect(outcome.output.contains("1299"))
        let bidi: [Unicode.Scalar] = [
            "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
            "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        ]
        #expect(!outcome.output.unicodeScalars.contains { bidi.contains($0) }, "speech must be free of bidi marks")
    }

    @Test func standardInputWorksAndBriefDropsHints() throws {
        let json = #"{"label": "Quantity", "value": "3", "hint": "Sets how many you own.", "traits": ["adjustable"]}"#
        let normal = try ProcessRunner.lector(["speak", "--element", "-", "--output", "text"], input: Data(json.utf8))
        #expect(
            normal.output
                == "Quantity: 3. Adjustable.\nSets how many you own. Use the up and down arrow keys to adjust the value.\n"
        )
        let brief = try ProcessRunner.lector(
            ["speak", "--element", "-", "--output", "text", "--verbosity", "brief"], input: Data(json.utf8))
        #expect(brief.output == "Quantity: 3\n")
    }

    /// The hint follows its description after a gap of 400 ms of silence.
    @Test func wavHasThePauseBeforeTheHint() throws {
        let folder = try PackagePaths.temporaryDirectory("element")
        let withHint = folder.appendingPathComponent("hint.wav")
        let json = #"{"label": "Name", "value": "Camera", "traits": ["textEntry"]}"#
        let outcome = try ProcessRunner.lector(
            ["speak", "--element", "-", "--output", "wav:\(withHint.path)"], input: Data(json.utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let samples = try Self.samples(withHint)
        // The longest run of silence inside the speech (not at its ends).
        let first = try #require(samples.firstIndex { abs(Int($0)) > 300 })
        let last = try #require(samples.lastIndex { abs(Int($0)) > 300 })
        var longest = 0
        var run = 0
        for sample in samples[first...last] {
            run = abs(Int(sample)) <= 300 ? run + 1 : 0
            longest = max(longest, run)
        }
        let seconds = Double(longest) / 22050
        #expect(seconds >= 0.39 && seconds < 0.9, "longest inner silence \(seconds) s")
    }

    @Test func malformedJSONIsExit2WithFileLineAndPath() throws {
        let folder = try PackagePaths.temporaryDirectory("element")
        let file = folder.appendingPathComponent("bad.json")
        try Data("{\n  \"label\": \"Save\",\n  \"traits\": [\"button\", \"buton\"]\n}\n".utf8).write(to: file)
        let outcome = try ProcessRunner.lector(["speak", "--element", file.path, "--output", "text"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.hasPrefix("lector: \(file.path):3:"))
        #expect(outcome.standardError.contains("$.traits[1]"))
        #expect(outcome.standardError.contains("buton"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)

        let truncated = try ProcessRunner.lector(["inspect", "--tree", "-"], input: Data("[{\"label\": \"x\"".utf8))
        #expect(truncated.status == 2)
        #expect(truncated.standardError.hasPrefix("lector: <stdin>:1:"))
    }

    @Test func missingFileIsExit2NamingIt() throws {
        let outcome = try ProcessRunner.lector(["inspect", "--tree", "/nonexistent/tree.json"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: /nonexistent/tree.json: "))
    }

    @Test func inspectJSONRoundTripsAndFeedsSpeak() throws {
        let source = Self.fixtures.appendingPathComponent("worked-examples.json").path
        let once = try ProcessRunner.lector(["inspect", "--tree", source, "--json"])
        #expect(once.status == 0)
        let twice = try ProcessRunner.lector(["inspect", "--tree", "-", "--json"], input: once.standardOutput)
        #expect(twice.output == once.output)
        let direct = try ProcessRunner.lector(["speak", "--element", source, "--output", "text"])
        let piped = try ProcessRunner.lector(
            ["speak", "--element", "-", "--output", "text"], input: once.standardOutput)
        #expect(piped.output == direct.output)
    }

    @Test func inspectTextIndentsByDepth() throws {
        let json =
            #"{"container": "list", "identifier": "root", "children": [{"label": "A", "value": "1", "hint": "h.", "traits": ["button"], "identifier": "a"}]}"#
        let outcome = try ProcessRunner.lector(["inspect", "--tree", "-"], input: Data(json.utf8))
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(!lines[0].hasPrefix(" "))
        #expect(lines[1].hasPrefix("  "))
        for part in ["A", "1", "button", "h.", "a"] { #expect(lines[1].contains(part)) }
    }

    static func samples(_ url: URL) throws -> [Int16] {
        let data = try Data(contentsOf: url)
        guard data.count > 44 else { return [] }
        return data.dropFirst(44).withUnsafeBytes { raw in
            stride(from: 0, to: raw.count - 1, by: 2).map {
                Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: Int16.self))
            }
        }
    }
}
