import Foundation
import TestSupport
import Testing
import Utterances
import XML

/// `Utterance.ssmlDocument(capitals:)`, the SSML speech-dispatcher is given: an XML parser (Lector's
/// `XMLReader`, libxml2's SAX2 parser) reads it back as exactly the user's text inside Lector's own elements.
@Suite struct UtteranceSSMLDocumentTests {
    @Test func escapesAllFiveXMLCharactersOfUserText() {
        let utterance = Utterance(language: "en", text: #"Tom & Jerry's <b>"big"</b> &amp;"#)
        #expect(
            utterance.ssmlDocument(capitals: .pitch)
                == "<speak>Tom &amp; Jerry&apos;s &lt;b&gt;&quot;big&quot;&lt;/b&gt; &amp;amp;</speak>")
    }

    @Test func respellingIsASubAliasAndAPhonemeOverrideItsOriginalWord() {
        let utterance = Utterance(
            language: "en",
            pieces: [
                .respelled(alias: "world", original: "wrld"), .text(" and "),
                .phonemes(mnemonics: "w'In", original: "Nguyen's"), .text(" "), .spelled("Ab"),
            ])
        #expect(
            utterance.ssmlDocument(capitals: .pitch)
                == #"<speak><sub alias="world">wrld</sub> and Nguyen&apos;s <prosody pitch="+30%"><say-as interpret-as="characters">A</say-as></prosody><say-as interpret-as="characters">b</say-as></speak>"#
        )
        #expect(!utterance.ssmlDocument(capitals: .none).contains("[["))
    }

    @Test func bracketsFromTextNeverFormAPhonemeBlock() {
        let utterance = Utterance(
            language: "en", pieces: [.text("a[[b"), .text("["), .phonemes(mnemonics: "x", original: "[y")])
        #expect(utterance.ssmlDocument(capitals: .pitch) == "<speak>a[ [b[ [y</speak>")
    }

    @Test func anXMLParserReadsBackExactlyTheUserTextInsideLectorsElements() throws {
        // No "[": a "[" from text is kept from touching another (the test below), which adds a space.
        let alphabet = Array("<>&]\"'/=; abc\u{00A0}é😀#&lt;&#91;speak")
        var generator = SeededGenerator(seed: 18)
        for _ in 0..<2_000 {
            let text = generator.string(from: alphabet, maxLength: 30)
            let spelled = generator.string(from: alphabet, maxLength: 5)
            let utterance = Utterance(
                language: "en", pieces: [.text(text), .respelled(alias: "world", original: text), .spelled(spelled)])
            let document = utterance.ssmlDocument(capitals: .none)
            var reader = XMLReader(Array(document.utf8))
            var elements: [String] = []
            var characters = ""
            #expect(throws: Never.self, "\(document)") {
                while let event = try reader.next() {
                    switch event.kind {
                    case .startElement(let name, _): elements.append(name)
                    case .text(let text): characters += text
                    default: break
                    }
                }
            }
            #expect(characters == text + text + spelled, "\(document)")
            #expect(Set(elements).isSubset(of: ["speak", "sub", "say-as"]), "\(elements)")
        }
    }
}
