import Accessibility
import Audit
import Benchmarks
import Foundation
import TestSupport
import Testing

/// `speech.too-long` with the real voice (audit.md §2.4), and the cache counted through a fake.
@Suite(.serialized) struct SpeechTooLongTests {
    @Test(arguments: [
        RuleCase.fails(
            #"{"label":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["button"]}"#
        ),
        .passes(#"{"label":"Film camera","value":"$120.00","traits":["button"]}"#),
        .fails(
            #"{"label":"Camera","hint":"Opens the camera that was bought at the flea market in Lyon during the summer holidays of 2019.","traits":["button"]}"#
        ),
        .passes(#"{"label":"Camera","hint":"Opens the camera.","traits":["button"]}"#),
        // A static paragraph is read, not operated: long is what it is. The same words on a heading or a link fail.
        .passes(
            #"{"label":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["staticText"]}"#
        ),
        .fails(
            #"{"label":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["staticText","header"]}"#
        ),
        .fails(
            #"{"label":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["staticText","link"]}"#
        ),
        // A text view's text is a document read on demand: its label and traits are measured, not its text.
        .passes(
            #"{"label":"Notes","value":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["textEntry"],"control":"textView"}"#
        ),
        .fails(
            #"{"label":"Notes","value":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["textEntry"]}"#
        ),
        .fails(
            #"{"label":"Notes about the vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","value":"Film","traits":["textEntry"],"control":"textView"}"#
        ),
    ])
    func table(_ testCase: RuleCase) throws {
        let result = try SpeechTools.findings(testCase.json, rules: [SpeechTooLong()], speech: try SpeechTools.real())
        #expect(!result.findings.isEmpty == testCase.fires)
    }

    @Test func theMessageGivesTheDurationAndThePart() throws {
        let json =
            #"{"label":"Vintage film camera bought at the flea market in Lyon during the summer holidays of 2019","traits":["button"]}"#
        let finding = try #require(
            try SpeechTools.findings(json, rules: [SpeechTooLong()], speech: try SpeechTools.real()).findings.first)
        #expect(finding.message.contains("the description lasts"))
        #expect(finding.message.range(of: #"\d\.\d s"#, options: .regularExpression) != nil)
    }

    @Test func aLongHintIsNotMeasuredWhenTheVerbosityIsBrief() throws {
        let json =
            #"{"label":"Camera","hint":"Opens the camera that was bought at the flea market in Lyon during the summer holidays of 2019.","traits":["button"]}"#
        let result = try SpeechTools.findings(
            json, rules: [SpeechTooLong()], speech: try SpeechTools.real(verbosity: .brief))
        #expect(result.findings.isEmpty)
    }

    @Test func eachDistinctDescriptionIsSynthesizedOnce() throws {
        let labels = AuditBenchmarkTree.labelPool()
        #expect(labels.count == 5_000)
        let elements = (0..<100_000).map { AccessibilityElement(label: labels[$0 % labels.count], traits: .button) }
        let tree = AccessibilityTree(roots: elements)
        let recording = RecordingSynthesizer()
        let result = ElementAudit(rules: [SpeechTooLong()]).run(
            AuditScreen(name: "big.json", tree: tree, isTreeFile: true), passLocale: "en",
            strings: try StringsTables.english(), speech: try SpeechTools.fake(recording), cache: TextCache())
        #expect(result.elementsAudited == 100_000)
        #expect(recording.markups.count == 5_000)
        #expect(Set(recording.markups).count == 5_000)
    }

    @Test func anElementWhoseLanguageHasNoVoiceIsSkipped() throws {
        let recording = RecordingSynthesizer()
        let speech = try SpeechTools.fake(recording) { $0 != "xx" }
        let result = try SpeechTools.findings(
            #"[{"label":"Hola","language":"xx","traits":["button"]},{"label":"Hi","traits":["button"]}]"#,
            rules: [SpeechTooLong(), SpeechLetterByLetter()], speech: speech)
        #expect(result.skipped.map(\.rule) == ["speech.too-long", "speech.letter-by-letter"])
        #expect(result.skipped.allSatisfy { $0.locale == "xx" && $0.reason == "no voice for this language" })
        #expect(!recording.markups.contains { $0.contains("Hola") })
    }
}
