import Accessibility
import Narration
import TestSupport
import Testing
import Utterances

/// One golden case: an element, its context, and the exact description and hint (nil: no hint utterance).
struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let element: AccessibilityElement
    var context: StopContext = .none
    let description: String
    let hint: String?

    var testDescription: String { id }
}

private func e(
    _ label: String? = nil, value: String? = nil, hint: String? = nil, _ traits: AccessibilityTraits = [],
    language: String? = nil
) -> AccessibilityElement {
    AccessibilityElement(label: label, value: value, hint: hint, traits: traits, language: language)
}

/// Every worked example of `narration.md` §1.7, English and German, `normal`, punctuation `some`.
@Suite struct WorkedExampleTests {
    static let english: [Case] = [
        Case(id: "1 save", element: e("Save", [.button]), description: "Save. Button.", hint: nil),
        Case(
            id: "2 dimmed", element: e("Delete", [.button, .notEnabled]), description: "Delete. Dimmed. Button.",
            hint: nil),
        Case(
            id: "3 money selected", element: e("Camera", value: "$1,299.99", [.button, .selected]),
            description: "Selected: Camera: 1,299 dollars and 99 cents. Button.", hint: nil),
        Case(
            id: "4 image", element: e("Sunset at the pier", [.image]), description: "Sunset at the pier. Image.",
            hint: nil),
        Case(id: "5 header", element: e("Inventory", [.header]), description: "Inventory. Heading.", hint: nil),
        Case(id: "6 link", element: e("Learn more", [.link]), description: "Learn more. Link.", hint: nil),
        Case(
            id: "7 adjustable", element: e("Quantity", value: "3", hint: "Sets how many you own.", [.adjustable]),
            description: "Quantity: 3. Adjustable.",
            hint: "Sets how many you own. Use the up and down arrow keys to adjust the value."),
        Case(
            id: "8 tab", element: e("Photos", [.button, .selected]), context: .tab(index: 2, count: 5),
            description: "Selected: Photos. Tab. 2 of 5.", hint: nil),
        Case(
            id: "9 switch on", element: e("Favorite", value: "1", [.button, .switchButton]),
            description: "Favorite. Switch Button. On.", hint: "Press Enter to toggle setting."),
        Case(
            id: "10 promoted hint", element: e(hint: "Adds an item.", [.button]), description: "Adds an item. Button.",
            hint: nil),
        Case(id: "11 selected alone", element: e(nil, [.selected]), description: "Selected.", hint: nil),
        Case(
            id: "12 list start", element: e("Camera", [.button]), context: .listStart,
            description: "Camera. Button. List Start.", hint: nil),
        Case(id: "13 back", element: e("Back", [.button, .backButton]), description: "Back Button.", hint: nil),
        Case(
            id: "14 text field", element: e("Name", value: "Camera", [.textEntry]),
            description: "Name: Camera. Text Field.", hint: "Press Enter to edit."),
        Case(
            id: "15 secure editing", element: e("Password", [.textEntry, .secureTextField, .isEditing]),
            description: "Password. Secure Text Field. Is editing.", hint: "Press Enter to save or Escape to cancel."),
        Case(
            id: "16 serial", element: e("Serial Number", value: "SN-4821-XK", [.textEntry]),
            description: "Serial Number: S N dash 4 8 2 1 dash X K. Text Field.", hint: "Press Enter to edit."),
        Case(
            id: "17 date", element: e("Date", value: "2024-03-05", [.staticText]),
            description: "Date: March fifth, 2024", hint: nil),
        Case(
            id: "18 hint only adjustable", element: e(hint: "Zoom level", [.adjustable]),
            description: "Zoom level. Adjustable.", hint: nil),
        Case(
            id: "19 switch off", element: e("Dark mode", value: "0", [.switchButton]),
            description: "Dark mode. Off.", hint: "Press Enter to toggle setting."),
        Case(
            id: "20 dimmed switch",
            element: e("Favorite", value: "0", hint: "Shows it first.", [.button, .switchButton, .notEnabled]),
            description: "Favorite. Dimmed. Switch Button. Off.", hint: "Shows it first."),
        Case(
            id: "21 landmark", element: e("Filters", [.header]), context: .landmarkStart,
            description: "Filters. Heading. Landmark.", hint: nil),
        Case(
            id: "22 table cell", element: e("Price", value: "$1,299.99"),
            context: .cell(row: 2, column: 2, isFirstInRow: false),
            description: "Price. Column 2. 1,299 dollars and 99 cents", hint: nil),
        Case(
            id: "23 button with value and hint",
            element: e("Photos", value: "3 photos", hint: "Opens the photo grid.", [.button]),
            description: "Photos: 3 photos. Button.", hint: "Opens the photo grid."),
    ]

    static let german: [Case] = [
        Case(id: "de 1", element: e("Sichern", [.button], language: "de"), description: "Sichern. Taste.", hint: nil),
        Case(
            id: "de 3", element: e("Kamera", value: "1.299,99 $", [.button, .selected], language: "de"),
            description: "Ausgewählt: Kamera: 1299 Dollar und 99 Cent. Taste.", hint: nil),
        Case(
            id: "de 7",
            element: e("Anzahl", value: "3", hint: "Legt fest, wie viele du besitzt.", [.adjustable], language: "de"),
            description: "Anzahl: 3. Anpassbar.",
            hint:
                "Legt fest, wie viele du besitzt. Zum Anpassen des Werts die Pfeiltasten nach oben und unten verwenden."
        ),
        Case(
            id: "de 8", element: e("Fotos", [.button, .selected], language: "de"), context: .tab(index: 2, count: 5),
            description: "Ausgewählt: Fotos. Tab. 2 von 5.", hint: nil),
        Case(
            id: "de 9", element: e("Favorit", value: "1", [.button, .switchButton], language: "de"),
            description: "Favorit. Schalter. Ein.", hint: "Zum Umschalten die Eingabetaste drücken."),
        Case(
            id: "de 17", element: e("Datum", value: "2024-03-05", [.staticText], language: "de"),
            description: "Datum: fünfter März 2024", hint: nil),
    ]

    @Test(arguments: english + german)
    func workedExample(_ example: Case) throws {
        let speech = try NarrationFixture.narrator("en").describe(example.element, context: example.context)
        #expect(speech.description.textForm() == example.description)
        #expect(speech.hint?.textForm() == example.hint)
    }

    @Test func germanElementsSpeakGermanWithTheGermanVoiceLanguage() throws {
        let speech = try NarrationFixture.narrator("en").describe(
            e("Sichern", [.button], language: "de"), context: .none)
        #expect(speech.description.language == "de")
        let english = try NarrationFixture.narrator("en").describe(e("Save", [.button]), context: .none)
        #expect(english.description.language == "en")
    }
}
