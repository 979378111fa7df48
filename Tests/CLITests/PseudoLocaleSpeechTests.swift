import Foundation
import TestSupport
import Testing

/// Under the pseudo-locales every word Lector adds to speech comes out transformed (nothing hard-coded),
/// and ar-XB speech, once cleaned, is exactly en speech (localization.md §8).
@Suite(.serialized) struct PseudoLocaleSpeechTests {
    static let fixture = ElementEndToEndTests.fixtures.appendingPathComponent("worked-examples.json")

    /// Every word of the fixture's own labels, values and hints: the data, not Lector's words.
    static func dataWords() throws -> [String] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var words: [String] = []
        let pattern = try NSRegularExpression(pattern: #""(label|value|hint)": "([^"]*)""#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 2), in: text) else { continue }
            words += text[range].split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        return words
    }

    @Test func enXASpeechWordsAreAllAccented() throws {
        let outcome = try ProcessRunner.lector([
            "speak", "--element", Self.fixture.path, "--output", "text", "--locale", "en-XA",
        ])
        #expect(outcome.status == 0)
        let data = try Self.dataWords() + ["S", "N", "X", "K"]
        for line in outcome.output.split(separator: "\n") {
            let left = PseudoLocaleHelpTests.leftovers(String(line), locale: "en-XA", data: data)
            #expect(left.isEmpty, "hard-coded \(left) in “\(line)”")
        }
    }

    @Test func arXBSpeechEqualsEnglishSpeech() throws {
        for output in ["text", "ssml"] {
            let english = try ProcessRunner.lector(["speak", "--element", Self.fixture.path, "--output", output])
            let pseudo = try ProcessRunner.lector(
                ["speak", "--element", Self.fixture.path, "--output", output, "--locale", "ar-XB"])
            #expect(pseudo.status == 0)
            #expect(pseudo.output == english.output)
        }
    }
}
