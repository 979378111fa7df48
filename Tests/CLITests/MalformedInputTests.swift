import Foundation
import TestSupport
import Testing

/// Bad input gets exit 2 and one clear line naming the file (and line, column, JSON path where there is
/// one), and nothing else is touched. Importer inputs are in the collection's own tests.
@Suite(.serialized) struct MalformedInputTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let id: String
        let bytes: [UInt8]
        /// Words the message must contain.
        let mentions: [String]
        var testDescription: String { id }
    }

    static func text(_ id: String, _ text: String, _ mentions: [String]) -> Input {
        Input(id: id, bytes: Array(text.utf8), mentions: mentions)
    }

    static func nested(depth: Int) -> String {
        String(repeating: #"{"label": "x", "children": ["#, count: depth) + String(repeating: "]}", count: depth)
    }

    static let inputs: [Input] = [
        text("empty file", "", []),
        Input(
            id: "binary garbage", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00, 0x13],
            mentions: []),
        text("label over 1 MiB", #"{"label": ""# + String(repeating: "a", count: 1_048_577) + #""}"#, ["$.label"]),
        text("tree over 200 levels", nested(depth: 201), ["200"]),
        text("10,000 levels", nested(depth: 10_000), ["200"]),
        Input(
            id: "invalid UTF-8", bytes: Array(#"{"label": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), mentions: []),
        Input(id: "NUL byte", bytes: Array(#"{"label": "a"#.utf8) + [0x00] + Array(#""}"#.utf8), mentions: []),
        text("label is a number", #"{"label": 42}"#, ["$.label"]),
        text("traits is a string", #"{"traits": "button"}"#, ["$.traits"]),
        text("trait is a number", #"{"traits": ["button", 7]}"#, ["$.traits[1]"]),
        text("unknown trait", #"{"traits": ["button", "buton"]}"#, ["$.traits[1]", "buton"]),
        text("unknown container", #"{"container": "grid"}"#, ["$.container", "grid"]),
        text("children is an object", #"{"children": {"label": "x"}}"#, ["$.children"]),
        text("isElement is a string", #"{"isElement": "yes"}"#, ["$.isElement"]),
        text("child of wrong type", #"{"children": [{"label": "a"}, 3]}"#, ["$.children[1]"]),
        text("truncated JSON", #"[{"label": "Save", "traits": ["button""#, []),
        text("trailing garbage", #"{"label": "x"} }"#, []),
        text("missing colon", #"{"label" "x"}"#, []),
        text("lone surrogate escape", #"{"label": "\ud800"}"#, ["$.label"]),
        text("bad escape", #"{"label": "\q"}"#, ["$.label"]),
        text("top-level string", #""just a string""#, []),
        text("duplicate key", #"{"label": "a", "label": "b"}"#, ["label"]),
        Input(id: "UTF-16 byte-order mark", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], mentions: []),
    ]

    @Test(arguments: inputs)
    func malformedTreeIsExit2WithOneClearLine(_ input: Input) throws {
        let folder = try PackagePaths.temporaryDirectory("malformed")
        let file = folder.appendingPathComponent("tree.json")
        try Data(input.bytes).write(to: file)
        let library = folder.appendingPathComponent("library")
        for command in [["speak", "--element", file.path, "--output", "text"], ["inspect", "--tree", file.path]] {
            let outcome = try ProcessRunner.lector(command + ["--library", library.path])
            #expect(outcome.status == 2, "\(input.id): \(outcome.standardError)")
            #expect(outcome.output.isEmpty)
            let lines = outcome.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(input.id): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("lector: \(file.path)"), "\(input.id): \(outcome.standardError)")
            for word in input.mentions {
                #expect(
                    outcome.standardError.contains(word), "\(input.id) should mention \(word): \(outcome.standardError)"
                )
            }
            #expect(outcome.standardError.count < 400, "a message, not a dump")
        }
        #expect(!FileManager.default.fileExists(atPath: library.path), "reading a tree never touches the library")
    }

    /// Resource limits: a 1 MB label and a 100,000-character speak run to the end in bounded memory.
    @Test func bigInputsDoNotCrash() throws {
        let label = String(repeating: "word ", count: 200_000)
        let json = try JSONSerialization.data(withJSONObject: ["label": label, "traits": ["button"]])
        let spoken = try ProcessRunner.lector(["speak", "--element", "-", "--output", "text"], input: json)
        #expect(spoken.status == 0)
        #expect(spoken.output.hasSuffix("word. Button.\n"))

        let text = String(
            String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_300).prefix(100_000))
        let script = "\"$0\" speak \"$1\" --output pcm -q | wc -c"
        let outcome = try ProcessRunner.run(
            "sh", ["-c", script, PackagePaths.binary.path, text],
            environment: ProcessInfo.processInfo.environment.merging(
                ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path]) { $1 })
        let bytes = Int(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        // Roughly 100 minutes of speech at 175 words a minute.
        #expect(bytes > 100_000_000, "\(bytes) bytes: \(outcome.standardError)")
    }
}
