import Accessibility
import Narration
import TestSupport
import Testing
import Utterances

/// `brief`, `normal` and `verbose` (`narration.md` §1.5), with the page's own examples.
@Suite struct VerbosityTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let id: String
        let element: AccessibilityElement
        var context: StopContext = .none
        let verbosity: Verbosity
        let description: String
        let hint: String?
        var testDescription: String { id }
    }

    static let rows: [Row] = [
        Row(
            id: "save brief", element: .init(label: "Save", traits: [.button]), verbosity: .brief, description: "Save",
            hint: nil),
        Row(
            id: "save normal", element: .init(label: "Save", traits: [.button]), verbosity: .normal,
            description: "Save. Button.", hint: nil),
        Row(
            id: "save verbose", element: .init(label: "Save", traits: [.button]), verbosity: .verbose,
            description: "Save. Button.", hint: "Press Enter to activate."),
        Row(
            id: "dimmed brief", element: .init(label: "Delete", traits: [.button, .notEnabled]), verbosity: .brief,
            description: "Delete. Dimmed.", hint: nil),
        Row(
            id: "dimmed verbose has no help", element: .init(label: "Delete", traits: [.button, .notEnabled]),
            verbosity: .verbose, description: "Delete. Dimmed. Button.", hint: nil),
        Row(
            id: "example 3 brief", element: .init(label: "Camera", value: "$1,299.99", traits: [.button, .selected]),
            verbosity: .brief, description: "Selected: Camera: 1,299 dollars and 99 cents", hint: nil),
        Row(
            id: "example 8 brief", element: .init(label: "Photos", traits: [.button, .selected]),
            context: .tab(index: 2, count: 5), verbosity: .brief, description: "Selected: Photos", hint: nil),
        Row(
            id: "example 8 verbose", element: .init(label: "Photos", traits: [.button, .selected]),
            context: .tab(index: 2, count: 5), verbosity: .verbose, description: "Selected: Photos. Tab. 2 of 5.",
            hint: "Press Enter to show this tab."),
        Row(
            id: "example 9 brief", element: .init(label: "Favorite", value: "1", traits: [.button, .switchButton]),
            verbosity: .brief, description: "Favorite. On.", hint: nil),
        Row(
            id: "link verbose joins the hint", element: .init(label: "More", hint: "Opens the site.", traits: [.link]),
            verbosity: .verbose, description: "More. Link.", hint: "Opens the site. Press Enter to open the link."),
        Row(
            id: "switch verbose: built-in only",
            element: .init(label: "Fav", value: "0", traits: [.button, .switchButton]),
            verbosity: .verbose, description: "Fav. Switch Button. Off.", hint: "Press Enter to toggle setting."),
        Row(
            id: "editing brief", element: .init(label: "Name", traits: [.textEntry, .isEditing]), verbosity: .brief,
            description: "Name. Is editing.", hint: nil),
        Row(
            id: "cell brief joins with colon", element: .init(label: "Price", value: "3"),
            context: .cell(row: 1, column: 2, isFirstInRow: false), verbosity: .brief, description: "Price: 3",
            hint: nil),
        Row(
            id: "list brief has no context", element: .init(label: "A"), context: .listStart, verbosity: .brief,
            description: "A", hint: nil),
        // Issue 41: a back button without a label is named by its trait, never "Unlabeled".
        Row(
            id: "unlabeled back button brief", element: .init(traits: [.button, .backButton]), verbosity: .brief,
            description: "Back", hint: nil),
        Row(
            id: "unlabeled back button normal", element: .init(traits: [.button, .backButton]), verbosity: .normal,
            description: "Back Button.", hint: nil),
        Row(
            id: "unlabeled button brief", element: .init(traits: [.button]), verbosity: .brief,
            description: "Unlabeled.", hint: nil),
    ]

    @Test(arguments: rows)
    func verbosity(_ row: Row) throws {
        let speech = try NarrationFixture.narrator("en", verbosity: row.verbosity).describe(
            row.element, context: row.context)
        #expect(speech.description.textForm() == row.description)
        #expect(speech.hint?.textForm() == row.hint)
    }
}
