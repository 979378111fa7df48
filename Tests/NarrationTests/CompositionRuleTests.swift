import Accessibility
import Narration
import TestSupport
import Testing
import Utterances

private func e(
    _ label: String? = nil, value: String? = nil, hint: String? = nil, _ traits: AccessibilityTraits = []
) -> AccessibilityElement {
    AccessibilityElement(label: label, value: value, hint: hint, traits: traits)
}

/// The rules of `narration.md` §1 one by one, beyond the worked examples.
@Suite struct CompositionRuleTests {
    static let traitAlone: [Case] = [
        Case(id: "button", element: e("X", [.button]), description: "X. Button.", hint: nil),
        Case(id: "link", element: e("X", [.link]), description: "X. Link.", hint: nil),
        Case(id: "image", element: e("X", [.image]), description: "X. Image.", hint: nil),
        Case(id: "selected", element: e("X", [.selected]), description: "Selected: X", hint: nil),
        Case(id: "notEnabled", element: e("X", [.notEnabled]), description: "X. Dimmed.", hint: nil),
        Case(id: "searchField", element: e("X", [.searchField]), description: "X. Search Field.", hint: nil),
        Case(
            id: "adjustable", element: e("X", [.adjustable]), description: "X. Adjustable.",
            hint: "Use the up and down arrow keys to adjust the value."),
        Case(id: "header", element: e("X", [.header]), description: "X. Heading.", hint: nil),
        Case(id: "tab", element: e("X", [.tab]), description: "X. Tab.", hint: nil),
        Case(id: "backButton", element: e("X", [.backButton]), description: "X. Back Button.", hint: nil),
        Case(
            id: "switchButton without button", element: e("X", [.switchButton]), description: "X",
            hint: "Press Enter to toggle setting."),
        Case(
            id: "textEntry", element: e("X", [.textEntry]), description: "X. Text Field.", hint: "Press Enter to edit."),
        Case(id: "secureTextField without textEntry", element: e("X", [.secureTextField]), description: "X", hint: nil),
        Case(id: "isEditing without textEntry", element: e("X", [.isEditing]), description: "X", hint: nil),
    ]

    static let unspoken: [Case] = [
        "keyboardKey", "allowsDirectInteraction", "updatesFrequently", "causesPageTurn",
        "playsSound", "startsMediaSession", "summaryElement", "supportsZoom", "staticText", "tabBar",
    ].map { name in
        Case(id: "unspoken \(name)", element: e("X", AccessibilityTraits(name: name)!), description: "X", hint: nil)
    }

    static let suppressions: [Case] = [
        Case(id: "keyboardKey hides Button", element: e("A", [.button, .keyboardKey]), description: "A", hint: nil),
        Case(
            id: "switchButton hides Button", element: e("A", value: "1", [.button, .switchButton]),
            description: "A. Switch Button. On.", hint: "Press Enter to toggle setting."),
        Case(id: "tab trait hides Button", element: e("A", [.button, .tab]), description: "A. Tab.", hint: nil),
        Case(
            id: "backButton hides Button", element: e("Close", [.button, .backButton]),
            description: "Close. Back Button.", hint: nil),
        Case(
            id: "tab context hides Button", element: e("A", [.button]), context: .tab(index: 1, count: 3),
            description: "A. Tab. 1 of 3.", hint: nil),
        Case(
            id: "back descriptor label dropped", element: e("back", [.backButton]), description: "Back Button.",
            hint: nil),
        Case(
            id: "switch value not spoken as value", element: e("Wi-Fi", value: "1", [.switchButton]),
            description: "Wi-Fi. On.", hint: "Press Enter to toggle setting."),
        Case(
            id: "text field replaces the hint", element: e("Name", hint: "Your name.", [.textEntry]),
            description: "Name. Text Field.", hint: "Press Enter to edit."),
        Case(
            id: "dimmed text field keeps its hint", element: e("Name", hint: "Your name.", [.textEntry, .notEnabled]),
            description: "Name. Dimmed. Text Field.", hint: "Your name."),
        Case(
            id: "dimmed adjustable: no adjust hint", element: e("Rate", value: "175", [.adjustable, .notEnabled]),
            description: "Rate: 175. Dimmed. Adjustable.", hint: nil),
        Case(
            id: "switch and adjustable: switch hint only", element: e("S", value: "0", [.switchButton, .adjustable]),
            description: "S. Off. Adjustable.", hint: "Press Enter to toggle setting."),
    ]

    static let states: [Case] = [
        Case(
            id: "switch mixed", element: e("Sync", value: "2", [.button, .switchButton]),
            description: "Sync. Switch Button. Mixed.", hint: "Press Enter to toggle setting."),
        Case(
            id: "switch other value as is", element: e("Mode", value: "Auto", [.button, .switchButton]),
            description: "Mode. Switch Button. Auto", hint: "Press Enter to toggle setting."),
        Case(
            id: "switch empty value", element: e("Mode", [.button, .switchButton]),
            description: "Mode. Switch Button.", hint: "Press Enter to toggle setting."),
        Case(
            id: "switch hint with own hint",
            element: e("Mode", value: "1", hint: "Shows it first.", [.button, .switchButton]),
            description: "Mode. Switch Button. On.", hint: "Shows it first. Press Enter to toggle setting."),
        Case(
            id: "text field editing", element: e("Name", value: "Cam", [.textEntry, .isEditing]),
            description: "Name: Cam. Text Field. Is editing.", hint: "Press Enter to save or Escape to cancel."),
    ]

    static let emptiness: [Case] = [
        Case(id: "empty label with value", element: e(value: "42"), description: "42", hint: nil),
        Case(
            id: "empty label with value and button", element: e(value: "42", [.button]), description: "42. Button.",
            hint: nil),
        Case(
            id: "empty everything with hint", element: e(hint: "Does a thing."), description: "Does a thing.", hint: nil
        ),
        Case(id: "nothing at all", element: e(), description: "Unlabeled.", hint: nil),
        Case(id: "selected with value", element: e(value: "7", [.selected]), description: "Selected: 7", hint: nil),
        Case(
            id: "label already ends with period", element: e("Done.", [.button]), description: "Done. Button.",
            hint: nil),
        Case(id: "list end", element: e("Last"), context: .listEnd, description: "Last. List End.", hint: nil),
        Case(id: "landmark end", element: e("Bottom"), context: .landmarkEnd, description: "Bottom. End.", hint: nil),
        Case(
            id: "first cell of a row", element: e("Name"), context: .cell(row: 3, column: 1, isFirstInRow: true),
            description: "Name. Row 3. Column 1.", hint: nil),
    ]

    @Test(arguments: traitAlone + unspoken + suppressions + states + emptiness)
    func rule(_ example: Case) throws {
        let speech = try NarrationFixture.narrator("en").describe(example.element, context: example.context)
        #expect(speech.description.textForm() == example.description)
        #expect(speech.hint?.textForm() == example.hint)
    }

    @Test func hintsSwitchOffSilencesEveryHint() throws {
        let narrator = try NarrationFixture.narrator("en", hintsEnabled: false)
        let speech = try narrator.describe(e("Name", [.textEntry]), context: .none)
        #expect(speech.hint == nil)
        #expect(speech.description.textForm() == "Name. Text Field.")
    }

    @Test func badIPAIsAnErrorNamingTheSymbol() throws {
        var element = e("Lector")
        element.ipa = "ˈlɛkʘə"
        let error = try #require(throws: NarrationError.self) {
            try NarrationFixture.narrator("en").describe(element, context: .none)
        }
        #expect(error.message.contains("ʘ"))
    }

    @Test func elementIPAPronouncesTheLabelButTheTextFormKeepsIt() throws {
        var element = e("Photorama", [.button])
        element.ipa = "ˈfoʊtəˌɹɑːmə"
        let speech = try NarrationFixture.narrator("en").describe(element, context: .none)
        #expect(speech.description.textForm() == "Photorama. Button.")
        #expect(speech.description.markup(capitals: .pitch).contains("[['foUt@,rA:m@]]"))
    }
}
