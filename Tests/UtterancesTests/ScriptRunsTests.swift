import Testing
import Utterances

/// Text in another script than the utterance's language is spoken by a voice for that script (issue 41).
@Suite struct ScriptRunsTests {
    static func runs(_ text: String, _ language: String) -> [String] {
        Utterance(language: language, text: text).scriptRuns().map { run in
            "\(run.language):" + run.pieces.map(\.original).joined()
        }
    }

    @Test(arguments: [
        // Han and kana to Japanese; the space before and the punctuation after stay with the sentence.
        ("Photo 着物. Button.", "en", ["en:Photo ", "ja:着物", "en:. Button."]),
        // Spaces and digits between two letters of one run join it; between two scripts they do not.
        ("Tokyo 東京 タワー 2, here", "en", ["en:Tokyo ", "ja:東京 タワー", "en: 2, here"]),
        ("Привет, Ελλάδα", "de", ["ru:Привет", "de:, ", "el:Ελλάδα"]),
        ("Titre : مرحبا بكم", "fr", ["fr:Titre : ", "ar:مرحبا بكم"]),
        // The Japanese voice spells Latin words: they go to English; the Arabic voice reads them itself.
        ("カメラ Camera Bag 2", "ja", ["ja:カメラ ", "en:Camera Bag", "ja: 2"]),
        ("كاميرا Camera", "ar", ["ar:كاميرا Camera"]),
        ("写真", "ja-JP", ["ja-JP:写真"]),
        ("Café crème", "fr", ["fr:Café crème"]),
    ])
    func splitsByScript(text: String, language: String, expected: [String]) {
        #expect(Self.runs(text, language) == expected)
    }

    @Test func anUtteranceOfOneScriptIsReturnedAsItIs() {
        let utterance = Utterance(language: "en", kind: .hint, pieces: [.text("Opens "), .spelled("AB-1")])
        #expect(utterance.scriptRuns() == [utterance])
    }

    /// Spelled runs keep being spelled in their run's voice; an override stays in the utterance's language; the
    /// kind is kept.
    @Test func spelledRunsAndOverridesKeepTheirKind() {
        let utterance = Utterance(
            language: "en", kind: .description,
            pieces: [.spelled("A着"), .phonemes(mnemonics: "k'am@-r@", original: "camera"), .text(" Ωμέγα")])
        let runs = utterance.scriptRuns()
        #expect(
            runs == [
                Utterance(language: "en", kind: .description, pieces: [.spelled("A")]),
                Utterance(language: "ja", kind: .description, pieces: [.spelled("着")]),
                Utterance(
                    language: "en", kind: .description,
                    pieces: [.phonemes(mnemonics: "k'am@-r@", original: "camera"), .text(" ")]),
                Utterance(language: "el", kind: .description, pieces: [.text("Ωμέγα")]),
            ])
    }
}
