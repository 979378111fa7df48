import Accessibility
import Narration
import TestSupport
import Testing
import Utterances

/// A secure text field is announced as one, and on request its length; its content is never spoken.
@Suite struct SecureFieldTests {
    static let password = AccessibilityElement(
        label: "Password", value: "hunter2", traits: [.textEntry, .secureTextField])

    @Test(arguments: [Verbosity.brief, .normal, .verbose], [PunctuationLevel.none, .all])
    func theContentIsNeverSpoken(verbosity: Verbosity, punctuation: PunctuationLevel) throws {
        for tag in ["en", "de", "es", "fr", "ja", "ar"] {
            let narrator = try NarrationFixture.narrator(tag, verbosity: verbosity, punctuation: punctuation)
            for element in [Self.password, Self.editing] {
                let speech = try narrator.describe(element, context: .none)
                let words = [speech.description.textForm(), speech.hint?.textForm() ?? ""].joined(separator: "\n")
                #expect(!words.contains("hunter"), "\(tag) \(verbosity): \(words)")
                #expect(!words.contains("h u n"), "\(tag) \(verbosity): \(words)")
            }
        }
    }

    static let editing = AccessibilityElement(
        label: "Password", value: "hunter2", traits: [.textEntry, .secureTextField, .isEditing])

    @Test func normalSaysSecureTextFieldWithoutTheCount() throws {
        let speech = try NarrationFixture.narrator("en").describe(Self.password, context: .none)
        #expect(speech.description.textForm() == "Password. Secure Text Field.")
    }

    @Test func verboseSaysTheNumberOfCharacters() throws {
        let speech = try NarrationFixture.narrator("en", verbosity: .verbose).describe(Self.password, context: .none)
        #expect(speech.description.textForm() == "Password: 7 characters. Secure Text Field.")
    }

    @Test func theCountIsGivenOnRequestInTheElementsLanguage() throws {
        let narrator = try NarrationFixture.narrator("en")
        #expect(narrator.characterCount(of: Self.password)?.textForm() == "7 characters")
        var one = Self.password
        one.value = "x"
        #expect(narrator.characterCount(of: one)?.textForm() == "1 character")
        var german = Self.password
        german.language = "de"
        #expect(narrator.characterCount(of: german)?.textForm() == "7 Zeichen")
        #expect(narrator.characterCount(of: AccessibilityElement(label: "Name", value: "x", traits: .textEntry)) == nil)
    }

    @Test func theReadValueKeySaysTheKindAndTheCountNeverTheContent() throws {
        let expected = [
            "en": "Secure Text Field. 7 characters", "de": "Sicheres Textfeld. 7 Zeichen",
            "es": "Campo de texto seguro. 7 caracteres", "fr": "Champ de texte sécurisé. 7 caractères",
        ]
        for tag in ["en", "de", "es", "fr", "ja", "ar"] {
            for verbosity in [Verbosity.brief, .normal, .verbose] {
                let narrator = try NarrationFixture.narrator(tag, verbosity: verbosity, punctuation: .all)
                for element in [Self.password, Self.editing] {
                    let said = try #require(narrator.valueSpeech(of: element)).textForm()
                    #expect(!said.contains("hunter") && !said.contains("h u n"), "\(tag): \(said)")
                    #expect(said.contains("7"), "\(tag): \(said)")
                    if let expected = expected[tag] { #expect(said == expected, "\(tag): \(said)") }
                }
            }
        }
        var empty = Self.password
        empty.value = nil
        #expect(
            try NarrationFixture.narrator("en").valueSpeech(of: empty)?.textForm() == "Secure Text Field. 0 characters")
    }

    @Test func theReadValueKeySaysAnotherElementsValueOrNothing() throws {
        let narrator = try NarrationFixture.narrator("en")
        #expect(
            narrator.valueSpeech(of: AccessibilityElement(label: "Name", value: "Camera", traits: .textEntry))?
                .textForm() == "Camera")
        #expect(narrator.valueSpeech(of: AccessibilityElement(label: "Save", traits: .button)) == nil)
        #expect(narrator.valueSpeech(of: AccessibilityElement(label: "Save", value: " ", traits: .button)) == nil)
    }

    @Test func anIPAOrAValueThatLooksLikeMoneyChangesNothing() throws {
        var element = Self.password
        element.value = "$1,299.99"
        let speech = try NarrationFixture.narrator("en", verbosity: .verbose).describe(element, context: .none)
        #expect(speech.description.textForm() == "Password: 9 characters. Secure Text Field.")
    }
}
