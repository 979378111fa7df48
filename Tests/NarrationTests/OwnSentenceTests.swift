import Narration
import TestSupport
import Testing
import Utterances

/// Free text (`speak TEXT`) that is one of Lector's own sentences (a table value without a placeholder) is
/// product text: its symbols are never named, at any punctuation level; other text has them named as the level
/// says. The own sentences are only looked up when punctuation would change the text (issue 20), which must not
/// change a word.
@Suite struct OwnSentenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let punctuation: PunctuationLevel
        let spoken: String
        var testDescription: String { "\(text) at \(punctuation)" }
    }

    @Test(arguments: [
        // A table value (items.row.hint): the period stays, even at `all`.
        Case(text: "Opens the item.", punctuation: .all, spoken: "Opens the item."),
        Case(text: "Opens the item.", punctuation: .some, spoken: "Opens the item."),
        // Cleaned first: the spaces and the line break do not hide the table value.
        Case(text: "  Opens  the\nitem. ", punctuation: .all, spoken: "Opens the item."),
        // Not a table value: `all` names the period, `some` and `none` leave it.
        Case(text: "Hello.", punctuation: .all, spoken: "Hello dot."),
        Case(text: "Hello.", punctuation: .some, spoken: "Hello."),
        Case(text: "Hello.", punctuation: .none, spoken: "Hello."),
        // A table value with digits (help.option.pitch): product text, no recognizer, no symbol names.
        Case(
            text: "Voice pitch, 0 to 99. Default: 50.", punctuation: .all, spoken: "Voice pitch, 0 to 99. Default: 50."),
    ])
    func ownSentencesKeepTheirSymbols(_ example: Case) throws {
        let narrator = try NarrationFixture.narrator("en", punctuation: example.punctuation)
        #expect(narrator.speech(forText: example.text).textForm() == example.spoken)
    }

    @Test func otherTextWithDigitsHasItsSymbolsNamedAtAll() throws {
        let narrator = try NarrationFixture.narrator("en", punctuation: .all)
        let spoken = narrator.speech(forText: "Pitch, 0 to 99. Default: 50.").textForm()
        #expect(spoken.contains("comma"), "\(spoken)")
        #expect(spoken.contains("colon"), "\(spoken)")
    }

    @Test func tableValuesWithAPercentSignAreNotOwnSentences() throws {
        // The raw value of audit.strings.placeholder-invalid.unknown: a format, never spoken as it stands, so not
        // one of the own sentences; `all` names its percent signs.
        let narrator = try NarrationFixture.narrator("en", punctuation: .all)
        let text = "“%@” is not a placeholder (write a percent sign as %%%%)"
        let spoken = narrator.speech(forText: text).textForm()
        #expect(!spoken.contains("%%%%"), "\(spoken)")
    }
}
