import Accessibility
import Domain
import Foundation
import Localization
import Narration
import Screens
import Utterances

/// A screen-reader session over the library: the focus, the back stack, the rotor, editing, settings and live
/// updates (`browse.md`, `narration.md` §3). Keys and script lines both arrive as ``BrowseCommand``s.
///
/// Used from one thread; only the speech output is shared with the input thread (which interrupts it).
public final class BrowseSession {
    /// A screen left for another, to come back to.
    struct Place {
        let id: ScreenID
        let identifier: String
        let index: Int
    }

    let environment: BrowseEnvironment
    var library: Library { environment.library }
    let speaker: Speaker
    var settings: SpeechSettings
    var narrator: Narrator
    var words: ScreenStrings
    var state = ScreenState()
    var screen: Screen
    var focus = 0
    var backStack: [Place] = []
    var rotor: RotorUnit = .all
    /// The text field being edited in script mode, waiting for `type`.
    var editing: TextField?
    /// The item whose Delete Item was activated once.
    var pendingDelete: UUID?
    /// The next stop read-all will say (interactive mode continues while speech is idle).
    var readingFrom: Int?
    var lastVersion: Int64
    var counts: LibraryCounts
    var lastPoll: Double
    /// The command being run, for the speech history.
    var commandText = ""

    /// Starts a session on the Home screen (nothing is said until ``open(_:)``).
    public init(environment: BrowseEnvironment) throws {
        self.environment = environment
        settings = environment.settings
        speaker = Speaker(output: environment.output, echo: environment.echo, observer: environment.observer)
        narrator = environment.services.narrator(for: environment.settings)
        words = ScreenStrings(strings: environment.services.strings(for: environment.settings.locale), timeZone: environment.timeZone)
        state.settings = environment.settings
        state.languages = environment.services.languages
        lastVersion = try environment.library.dataVersion()
        counts = try LibraryCounts(environment.library)
        lastPoll = environment.clock.now()
        screen = Screen(id: .home, title: "", sections: [])
        applyOutputSettings()
        screen = try builder.build(.home, state: state)
    }

    var builder: ScreenBuilder {
        ScreenBuilder(library: library, words: words, pageSize: environment.pageSize)
    }

    // MARK: - State for front ends and tests

    /// The screen shown.
    public var currentScreen: ScreenID { screen.id }
    /// The identifier of the focused element ("" on a screen without stops).
    public var focusedIdentifier: String { (try? screen.stop(at: focus).element.identifier) ?? "" }
    /// The index of the focused stop.
    public var focusIndex: Int { focus }
    /// The settings in force.
    public var currentSettings: SpeechSettings { settings }
    /// The speech history, newest first.
    public var historyLines: [HistoryLine] {
        speaker.history.newestFirst.map { HistoryLine(text: $0.text, language: $0.language) }
    }
    /// The session's strings (for messages the front end prints).
    public var strings: Strings { words.strings }

    // MARK: - Opening

    /// Opens the first screen and announces its focused element.
    public func open(_ address: ScreenAddress) throws {
        commandText = "screen"
        let id: ScreenID
        do {
            id = try address.resolve(in: library)
        } catch {
            throw BrowseError(message: message(for: error))
        }
        try show(id, push: false)
        try announceFocus()
    }

    /// Shows screen `id`, remembering the current one for `back` when `push`.
    func show(_ id: ScreenID, push: Bool) throws {
        if id == .history { state.history = historyLines }
        let next = try builder.build(id, state: state)
        if push {
            backStack.append(Place(id: screen.id, identifier: focusedIdentifier, index: focus))
        }
        screen = next
        focus = next.initialFocus
        readingFrom = nil
        pendingDelete = nil
        editing = nil
        speaker.recording = id != .history
    }

    /// Builds the current screen again (after a change), keeping the focus on the same element when it still
    /// exists, else on the nearest one.
    func rebuild() throws {
        let identifier = focusedIdentifier
        let index = focus
        if screen.id == .history { state.history = historyLines }
        let next = try builder.build(screen.id, state: state)
        screen = next
        if let found = try next.index(of: identifier) {
            focus = found
        } else {
            focus = min(index, max(0, next.stopCount - 1))
        }
    }

    // MARK: - Speaking

    /// The focused stop; a stale row makes the screen rebuild once.
    func focusedStop() throws -> ScreenStop? {
        guard screen.stopCount > 0 else { return nil }
        do {
            return try screen.stop(at: focus)
        } catch ScreenError.stale {
            try rebuild()
            guard screen.stopCount > 0 else { return nil }
            return try screen.stop(at: focus)
        }
    }

    /// What narration says for a stop.
    func speech(for stop: ScreenStop, editing: Bool = false) throws -> ElementSpeech {
        var element = stop.element.speechElement
        if editing { element.traits.insert(.isEditing) }
        do {
            return try narrator.describe(element, context: stop.context)
        } catch {
            element.ipa = nil
            return try narrator.describe(element, context: stop.context)
        }
    }

    /// Announces the focused element (description, then hint); on a screen without stops, "Empty.".
    func announceFocus(earcon: Earcon? = nil) throws {
        guard let stop = try focusedStop() else {
            try say(.navEmpty, earcon: .noElement)
            return
        }
        try speaker.element(try speech(for: stop), earcon: earcon, command: commandText)
    }

    /// Says only the description of the focused element (after an adjustment).
    func announceDescription(earcon: Earcon? = nil) throws {
        guard let stop = try focusedStop() else { return try announceFocus() }
        try speaker.message(try speech(for: stop).description, earcon: earcon, command: commandText)
    }

    /// Says a table string with its placeholders filled.
    func say(_ key: StringKey, _ arguments: StringArgument..., earcon: Earcon? = nil) throws {
        try speaker.message(narrator.speech(forMessage: key, arguments: arguments), earcon: earcon, command: commandText)
    }

    /// Says a text in the session language.
    func say(text: String, earcon: Earcon? = nil) throws {
        try speaker.message(narrator.speech(forText: text), earcon: earcon, command: commandText)
    }

    /// Says a problem with the error earcon.
    func sayError(_ text: String) throws {
        try say(text: text, earcon: .error)
    }
}
