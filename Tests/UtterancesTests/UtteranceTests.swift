import Testing

@testable import Utterances

@Suite struct UtteranceTests {
    static let sayAs = "<say-as interpret-as=\"characters\">"
    static let raised = "<prosody pitch=\"+30%\">"

    // MARK: - Markup

    @Test func piecesConcatenateWithoutWrapper() {
        let utterance = Utterance(
            language: "en", kind: .description,
            pieces: [
                .text("Open "), .phonemes(mnemonics: "f'oUt@r,A:m@", original: "Photorama"), .text(" now, "),
                .respelled(alias: "foto rahma", original: "Photorama"), .text(". "), .spelled("x9"),
            ])
        #expect(
            utterance.markup(capitals: .pitch)
                == "Open [[f'oUt@r,A:m@]] now, <sub alias=\"foto rahma\">Photorama</sub>. "
                + "\(Self.sayAs)x9</say-as>")
    }

    @Test func spelledRunWithoutCapitalsIsOneSayAs() {
        let utterance = Utterance(language: "en", pieces: [.spelled("SN4821XK")])
        #expect(utterance.markup(capitals: .none) == "\(Self.sayAs)SN4821XK</say-as>")
    }

    @Test func pitchSplitsRunIntoRaisedUppercaseSubRuns() {
        let utterance = Utterance(language: "en", pieces: [.spelled("SN4821xK")])
        #expect(
            utterance.markup(capitals: .pitch)
                == "\(Self.raised)\(Self.sayAs)SN</say-as></prosody>\(Self.sayAs)4821x</say-as>"
                + "\(Self.raised)\(Self.sayAs)K</say-as></prosody>")
    }

    @Test func pitchLeavesRunWithoutCapitalsWhole() {
        let utterance = Utterance(language: "en", pieces: [.spelled("4821")])
        #expect(utterance.markup(capitals: .pitch) == "\(Self.sayAs)4821</say-as>")
    }

    @Test func wordInsertsCapitalWordBeforeEachCapital() {
        let utterance = Utterance(language: "de", pieces: [.text("Code "), .spelled("aB12C")])
        #expect(
            utterance.markup(capitals: .word("groß"))
                == "Code \(Self.sayAs)a</say-as> groß \(Self.sayAs)B</say-as>\(Self.sayAs)12</say-as>"
                + " groß \(Self.sayAs)C</say-as>")
    }

    @Test func capitalWordAtStartNeedsNoLeadingSpace() {
        let utterance = Utterance(language: "en", pieces: [.spelled("SN")])
        #expect(
            utterance.markup(capitals: .word("cap"))
                == "cap \(Self.sayAs)S</say-as> cap \(Self.sayAs)N</say-as>")
    }

    @Test func spelledRunAndOriginalsAreEscaped() {
        let utterance = Utterance(
            language: "en",
            pieces: [.spelled("A&<"), .respelled(alias: "tom and jerry", original: "Tom & <Jerry>")])
        #expect(
            utterance.markup(capitals: .none)
                == "\(Self.sayAs)A&amp;&lt;</say-as><sub alias=\"tom and jerry\">Tom &amp; &lt;Jerry&gt;</sub>")
    }

    @Test func textBracketBeforePhonemePieceIsSpaced() {
        let utterance = Utterance(
            language: "en", pieces: [.text("see ["), .phonemes(mnemonics: "w'In", original: "Nguyen")])
        #expect(utterance.markup(capitals: .pitch) == "see [ [[w'In]]")
    }

    @Test func textBracketBeforeTextBracketAcrossPiecesIsSpaced() {
        let utterance = Utterance(language: "en", pieces: [.text("a ["), .text("[b")])
        #expect(utterance.markup(capitals: .pitch) == "a [ [b")
    }

    @Test func invalidOverridesFallBackToEscapedOriginal() {
        let utterance = Utterance(
            language: "en",
            pieces: [
                .phonemes(mnemonics: "]]<speak>", original: "A&B"), .text(" "),
                .respelled(alias: "x\"><break time=\"3s\"/>", original: "Bob"),
            ])
        #expect(utterance.markup(capitals: .pitch) == "A&amp;B Bob")
    }

    // MARK: - Text form

    @Test func textFormSpellsRunsAndShowsOriginals() {
        let utterance = Utterance(
            language: "en",
            pieces: [
                .text("Serial number, "), .spelled("SN"), .text(" dash "), .spelled("4821"), .text(" dash "),
                .spelled("XK"), .text(". Made by "), .phonemes(mnemonics: "w'In", original: "Nguyen"),
                .text(" for "), .respelled(alias: "foto rahma", original: "Photorama"), .text("."),
            ])
        #expect(
            utterance.textForm()
                == "Serial number, S N dash 4 8 2 1 dash X K. Made by Nguyen for Photorama.")
    }

    @Test func textFormInsertsCapitalWord() {
        let utterance = Utterance(language: "en", pieces: [.spelled("SN-4x")])
        #expect(utterance.textForm(capitalWord: "cap") == "cap S cap N - 4 x")
        #expect(utterance.textForm(capitals: .word("cap")) == "cap S cap N - 4 x")
        #expect(utterance.textForm(capitals: .pitch) == "S N - 4 x")
    }

    @Test func textFormSeparatesAdjacentRunsAndCollapsesSpaces() {
        let utterance = Utterance(
            language: "en", pieces: [.text("  Code: "), .spelled("AB"), .spelled("¤"), .text("  end  ")])
        #expect(utterance.textForm() == "Code: A B ¤ end")
    }

    @Test func textFormSetsRunApartFromTouchingWordsOnly() {
        let utterance = Utterance(
            language: "en", pieces: [.text("ID"), .spelled("x1"), .text("y, ("), .spelled("Q"), .text(").")])
        #expect(utterance.textForm() == "ID x 1 y, (Q).")
    }

    @Test func textFormIsEmptyForEmptyUtterance() {
        let utterance = Utterance(language: "en", pieces: [])
        #expect(utterance.textForm().isEmpty)
        #expect(utterance.isEmpty)
        #expect(!Utterance(language: "en", pieces: [.spelled("A")]).isEmpty)
    }

    // MARK: - Values

    @Test func capitalsStyleRoundTripsNames() throws {
        for name in ["none", "pitch", "word"] {
            let style = try #require(CapitalsStyle(name: name, capitalWord: "cap"))
            #expect(style.name == name)
        }
        #expect(CapitalsStyle(name: "loud", capitalWord: "cap") == nil)
        #expect(CapitalsStyle(name: "word", capitalWord: "groß")?.capitalWord == "groß")
    }

    @Test func speechItemGapsFollowSpec() {
        #expect(SpeechItem.hintGap == .silence(milliseconds: 400))
        #expect(SpeechItem.utteranceGap == .silence(milliseconds: 150))
        #expect(SpeechItem.earconGap == .silence(milliseconds: 30))
    }

    @Test func pieceOriginalIsTheWrittenWord() {
        #expect(Utterance.Piece.phonemes(mnemonics: "w'In", original: "Nguyen").original == "Nguyen")
        #expect(Utterance.Piece.respelled(alias: "a", original: "b").original == "b")
        #expect(Utterance.Piece.text("t").isText)
        #expect(!Utterance.Piece.spelled("t").isText)
    }
}
