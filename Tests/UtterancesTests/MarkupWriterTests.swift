import Foundation
import Testing

@testable import Utterances

/// A user text and the markup it must give.
struct ProofString: CustomTestStringConvertible, Sendable {
    let text: String
    let markup: String
    var testDescription: String { text }
}

@Suite struct MarkupWriterTests {
    /// The proof strings of `speech.md` §2.4.
    static let proofStrings: [ProofString] = [
        .init(text: "Tom & Jerry", markup: "Tom &amp; Jerry"),
        .init(text: "<speak>Hi</speak>", markup: "&lt;speak&gt;Hi&lt;/speak&gt;"),
        .init(text: "a < b > c", markup: "a &lt; b &gt; c"),
        .init(text: "[[w'In]] now", markup: "[ [w'In]] now"),
        .init(text: "x [[[ y", markup: "x [ [ [ y"),
        .init(text: "&lt; is less", markup: "&amp;lt; is less"),
        .init(text: "&#91;&#91;w'In]]", markup: "&amp;#91;&amp;#91;w'In]]"),
        .init(text: "<sub alias=\"x\">Bob</sub>", markup: "&lt;sub alias=\"x\"&gt;Bob&lt;/sub&gt;"),
        .init(
            text: "<phoneme alphabet=\"espeak\" ph=\"w'In\"/>Nguyen",
            markup: "&lt;phoneme alphabet=\"espeak\" ph=\"w'In\"/&gt;Nguyen"),
        .init(text: "<break time=\"3s\"/>later", markup: "&lt;break time=\"3s\"/&gt;later"),
        .init(text: "Photo [1] ]] done", markup: "Photo [1] ]] done"),
        .init(text: "Nguyen's <b>café</b> & co", markup: "Nguyen's &lt;b&gt;café&lt;/b&gt; &amp; co"),
    ]

    @Test(arguments: proofStrings)
    func escapesProofString(_ proof: ProofString) {
        #expect(MarkupWriter.escape(proof.text) == proof.markup)
    }

    @Test(arguments: proofStrings)
    func proofStringAsUtteranceTextGivesSameMarkup(_ proof: ProofString) {
        let utterance = Utterance(language: "en", text: proof.text)
        for capitals in [CapitalsStyle.none, .pitch, .word("cap")] {
            #expect(utterance.markup(capitals: capitals) == proof.markup)
        }
    }

    @Test(arguments: proofStrings)
    func escapedProofStringHasNoDoubleBracketNorTag(_ proof: ProofString) {
        let markup = MarkupWriter.escape(proof.text)
        #expect(!markup.contains("[["))
        #expect(!markup.contains("<"))
        #expect(!markup.contains(">"))
    }

    @Test(arguments: proofStrings)
    func proofStringAtEveryPunctuationLevelStaysContent(_ proof: ProofString) {
        for level in PunctuationLevel.allCases {
            let punctuation = Punctuation(level: level, names: PunctuationTests.englishNames)
            let utterance = punctuation.apply(
                to: Utterance(language: "en", pieces: [.spelled("A["), .text(proof.text)]))
            let markup = utterance.markup(capitals: .pitch)
            let withoutOwnTags =
                markup
                .replacingOccurrences(of: "<prosody pitch=\"+30%\">", with: "")
                .replacingOccurrences(of: "</prosody>", with: "")
                .replacingOccurrences(of: "<say-as interpret-as=\"characters\">", with: "")
                .replacingOccurrences(of: "</say-as>", with: "")
            #expect(!withoutOwnTags.contains("<"), "\(level): \(markup)")
            #expect(!withoutOwnTags.contains(">"), "\(level): \(markup)")
            #expect(!markup.contains("[["), "\(level): \(markup)")
        }
    }

    @Test func bracketBeforePhonemePieceGetsSpace() {
        var writer = MarkupWriter()
        writer.appendText("see [")
        writer.appendMarkup("[[w'In]]")
        #expect(writer.markup == "see [ [[w'In]]")
    }

    @Test func bracketAcrossTwoTextPiecesGetsSpace() {
        var writer = MarkupWriter()
        writer.appendText("a [")
        writer.appendText("[b")
        #expect(writer.markup == "a [ [b")
    }

    @Test func bracketBeforeTagIsKept() {
        var writer = MarkupWriter()
        writer.appendText("[")
        writer.appendMarkup("<say-as interpret-as=\"characters\">")
        #expect(writer.markup == "[<say-as interpret-as=\"characters\">")
    }

    @Test func markupBracketIsNotSpacedFromText() {
        var writer = MarkupWriter()
        writer.appendMarkup("[[w'In]]")
        writer.appendText("[x")
        #expect(writer.markup == "[[w'In]][x")
    }

    @Test func ampersandIsEscapedBeforeAngleBrackets() {
        #expect(MarkupWriter.escape("&<>") == "&amp;&lt;&gt;")
    }
}
