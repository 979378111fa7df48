import Accessibility
import Localization
import Narration
import TestSupport
import Testing

/// The spelling alphabet said by a second spell press (issue 41): each language's own, from its strings table.
@Suite struct SpellingAlphabetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let tag: String
        let code: String
        let spoken: String
        var testDescription: String { "\(tag) \(code)" }
    }

    static let cases: [Case] = [
        Case(tag: "en", code: "WTU-88213", spoken: "Whiskey Tango Uniform dash 8 8 2 1 3"),
        Case(tag: "de", code: "Wö-3ß", spoken: "Wilhelm Ökonom Strich 3 Eszett"),
        Case(tag: "es", code: "Ñu 7", spoken: "Ñoño Ulises 7"),
        Case(tag: "fr", code: "Çé-2", spoken: "c cédille e accent aigu tiret 2"),
        // Katakana letters have their hiragana's word; Latin letters the alphabet in katakana.
        Case(tag: "ja", code: "アx", spoken: "あさひの あ エックスレイ"),
        Case(tag: "ar", code: "بa", spoken: "باء ألفا"),
    ]

    @Test(arguments: cases)
    func eachLanguageSpellsWithItsOwnAlphabet(_ example: Case) throws {
        let narrator = try NarrationFixture.narrator(example.tag)
        let element = AccessibilityElement(label: example.code)
        let utterance = narrator.spelling(of: example.code, languageOf: element, phonetic: true)
        #expect(utterance.textForm().split(separator: " ").joined(separator: " ") == example.spoken)
    }

    /// Without `phonetic` the letters are spelled one by one, as before.
    @Test func plainSpellingIsUnchanged() throws {
        let narrator = try NarrationFixture.narrator("en")
        let utterance = narrator.spelling(of: "WTU-88213", languageOf: AccessibilityElement(label: "x"))
        #expect(utterance.textForm() == "W T U dash 8 8 2 1 3")
    }

    /// Every shipped table gives every Latin letter a word, and its entries parse (a letter, a space, a word).
    @Test(arguments: ["en", "de", "es", "fr", "ja", "ar"])
    func everyTableNamesTheLatinLetters(tag: String) throws {
        let narrator = try NarrationFixture.narrator(tag)
        for letter in "abcdefghijklmnopqrstuvwxyz" {
            let spoken = narrator.spelling(
                of: String(letter), languageOf: AccessibilityElement(label: "x"), phonetic: true
            ).textForm().trimmingCharacters(in: .whitespaces)
            #expect(spoken.count > 1, "\(tag) \(letter): \(spoken)")
        }
    }

    /// With capitals set to `word`, a capital's word comes after the capital word.
    @Test func capitalsMarkedByWordPrecedeTheAlphabetWord() throws {
        let language = try NarrationFixture.language("en", capitals: .word)
        let narrator = Narrator(
            languages: NarrationLanguages(session: language) { _ in language }, verbosity: .normal,
            hintsEnabled: true)
        let utterance = narrator.spelling(of: "Ab", languageOf: AccessibilityElement(label: "x"), phonetic: true)
        #expect(utterance.textForm().split(separator: " ").joined(separator: " ") == "cap Alfa Bravo")
    }
}
