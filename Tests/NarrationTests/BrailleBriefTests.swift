import Accessibility
import Narration
import TestSupport
import Testing

private func e(
    _ label: String? = nil, value: String? = nil, hint: String? = nil, _ traits: AccessibilityTraits = [],
    language: String? = nil
) -> AccessibilityElement {
    AccessibilityElement(label: label, value: value, hint: hint, traits: traits, language: language)
}

/// The braille brief form: label, value, abbreviated traits and states, from the element (not its speech).
@Suite struct BrailleBriefTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let element: AccessibilityElement
        let context: StopContext
        let brief: String
        var testDescription: String { id }
        init(_ id: String, _ element: AccessibilityElement, _ brief: String, context: StopContext = .none) {
            self.id = id
            self.element = element
            self.context = context
            self.brief = brief
        }
    }

    static let english: [Case] = [
        Case("button with value", e("Photos", value: "3 photos", [.button]), "Photos 3 photos btn"),
        Case("link", e("Privacy policy", [.link]), "Privacy policy lnk"),
        Case("heading", e("Lector", [.header]), "Lector hdg"),
        Case("image", e("Logo", [.image]), "Logo img"),
        Case("text field", e("Name", value: "Ada", [.textEntry]), "Name Ada edt"),
        Case(
            "secure field never shows its content", e("Password", value: "hunter2", [.textEntry, .secureTextField]),
            "Password pwd"),
        Case("search field", e("Search", [.searchField]), "Search srch"),
        Case("switch on", e("Wi-Fi", value: "1", [.button, .switchButton]), "Wi-Fi sw on"),
        Case("switch off", e("Wi-Fi", value: "0", [.switchButton]), "Wi-Fi sw off"),
        Case("switch mixed", e("All", value: "2", [.switchButton]), "All sw mixed"),
        Case("adjustable", e("Rate", value: "175", [.adjustable]), "Rate 175 sldr"),
        Case("selected and dimmed", e("Grid", [.button, .selected, .notEnabled]), "Grid btn sel unav"),
        Case("back button keeps its label", e("Back", [.backButton]), "Back btn"),
        Case("tab by context", e("Photos", [.button]), "Photos tab", context: .tab(index: 2, count: 4)),
        Case("keyboard key has no role", e("Q", [.button, .keyboardKey]), "Q"),
        Case("hint when nothing else", e(hint: "Opens the grid.", [.button]), "Opens the grid. btn"),
        Case("whitespace cleaned", e("  Two\n lines ", [.link]), "Two lines lnk"),
        Case(
            "no context words, no hint", e("Items", value: "12 items", hint: "Opens your inventory.", [.button]),
            "Items 12 items btn", context: .listStart),
        Case("nothing at all", e(), ""),
    ]

    @Test(arguments: english) func englishBriefForms(_ testCase: Case) throws {
        let narrator = try NarrationFixture.narrator("en")
        let brief = narrator.brailleBrief(of: testCase.element, context: testCase.context)
        #expect(brief.text == testCase.brief)
        #expect(brief.language == "en")
    }

    @Test(arguments: [
        ("de", "Fotos 3 Fotos schlt lnk"), ("es", "Fotos 3 Fotos btn enl"), ("fr", "Fotos 3 Fotos bt lien"),
        ("ja", "Fotos 3 Fotos ボタン リンク"), ("ar", "Fotos 3 Fotos زر رابط"),
    ])
    func abbreviationsComeFromTheSessionLanguagesTable(_ language: String, _ brief: String) throws {
        let narrator = try NarrationFixture.narrator(language)
        #expect(narrator.brailleBrief(of: e("Fotos", value: "3 Fotos", [.button, .link])).text == brief)
    }

    @Test func anElementsLanguageChoosesItsAbbreviationsAndTable() throws {
        let narrator = try NarrationFixture.narrator("en")
        let brief = narrator.brailleBrief(of: e("Einstellungen", [.button], language: "de"))
        #expect(brief.text == "Einstellungen schlt")
        #expect(brief.language == "de")
    }

    @Test func freeTextIsKeptAsWrittenNotAsSpoken() throws {
        let narrator = try NarrationFixture.narrator("de")
        let brief = narrator.brailleBrief(forText: "  Preis:\u{200B} $12.50 ")
        #expect(brief.text == "Preis: $12.50")
        #expect(brief.language == "de")
    }
}
