import Accessibility
import Domain
import Foundation
import Localization
import Narration
import Screens
import Utterances

/// A screen-reader session over the library (`browse.md`, `narration.md` §3). Keys and script lines both arrive
/// as ``BrowseCommand``s.
///
/// The session only coordinates: each command goes to the part that does it, and what it did is announced.
/// The parts are the focus (``Focus``: the screen, the back stack, the rotor, moving and finding), the announcer
/// (``Announcer``: element speech, messages, read-all, earcons, through the ``Speaker`` with its history and
/// `repeat`), the settings (``LiveSettings``: applied live and saved) and the editor (``Editor``: prompts,
/// adjustables, switches, one transaction per change). Live updates from other processes are polled here.
///
/// Used from one thread; only the speech output is shared with the input thread (which interrupts it).
public final class BrowseSession {
    let environment: BrowseEnvironment
    var library: Library { environment.library }
    /// The screen, the focused stop, the back stack and the rotor.
    var focus: Focus
    /// What is said, and how.
    var announcer: Announcer
    /// The settings in force.
    var live: LiveSettings
    /// The prompt open now, for a SIGTERM or SIGHUP handler that keeps its text as a draft.
    public let openPrompt: OpenPrompt
    /// The review cursor in the focused element's text (`k`, `o` …), nil until a review key.
    var review: ReviewCursor?
    /// When the last plain spelling was said, and of which element: a second `S` within
    /// ``BrowseSession/spellAgainWithin`` seconds spells with the spelling alphabet.
    var lastSpelling: (element: String, at: Double)?
    /// The column table mode is on, nil when table mode is off (issue 41).
    var tableColumn: Int?
    /// Seconds of listening to voice commands in all, as the library keeps them (nil until first asked).
    var listenedSeconds: Double?
    /// The listening not yet saved in the library.
    var unsavedListening = 0.0
    /// Whether the command being performed was spoken (a voice command, issue 42).
    var spokenCommand = false
    /// The destructive action a voice command asked to confirm (by Enter, or by saying "confirm").
    var pendingSpoken: ElementAction?
    /// Changes of the library, and the field waiting for `type`.
    var editor: Editor
    /// What the screens show besides the library (sort, filter, search text, history, settings).
    var state = ScreenState()
    /// The library's data version when last looked at.
    var lastVersion: Int64
    /// The library's counts when last looked at, to say what changed.
    var counts: LibraryCounts
    /// When the library was last looked at.
    var lastPoll: Double
    /// The list the focus was in when last announced (screen and list), so its count is said once on entering.
    var enteredList: String?
    /// Whether voice commands are heard: the saved Voice commands setting (`listen on|off`, the `l` key, `set listen`),
    /// or `--listen` for one run; the front end that captures audio reads it.
    public var listening: Bool { live.values.listen }
    /// Opens the microphone when voice commands are turned on by a key or command (`l`, `listen on`): nil once it
    /// listens, else why it cannot (no capture device), said instead of "Listening.". Set by the front end that
    /// captures audio; without it, turning listening on only saves the setting.
    public var microphone: (() throws -> String?)?

    /// Starts a session on the Home screen (nothing is said until ``open(_:)``).
    public init(environment: BrowseEnvironment) throws {
        self.environment = environment
        openPrompt = OpenPrompt(folder: environment.library.folder)
        let settings = environment.settings
        let words = ScreenStrings(
            strings: environment.services.strings(for: settings.locale), timeZone: environment.timeZone)
        announcer = Announcer(
            speaker: Speaker(output: environment.output, echo: environment.echo, observer: environment.observer),
            narrator: environment.services.narrator(for: settings), words: words)
        announcer.braille = environment.braille
        announcer.clock = environment.clock
        live = LiveSettings(
            settings, languages: environment.services.languages, voice: environment.voice, output: environment.output,
            library: environment.library)
        editor = Editor(library: environment.library, homeDirectory: environment.homeDirectory)
        state.settings = settings
        state.languages = environment.services.languages
        lastVersion = try environment.library.dataVersion()
        counts = try LibraryCounts(environment.library)
        lastPoll = environment.clock.now()
        focus = Focus(screen: Screen(id: .home, title: "", sections: []))
        applyOutputSettings()
        focus = Focus(screen: try build(.home))
    }

    /// The builder of the screens, in the session language.
    var builder: ScreenBuilder {
        ScreenBuilder(library: library, words: announcer.words, pageSize: environment.pageSize)
    }

    /// The session's words.
    var words: ScreenStrings { announcer.words }

    // MARK: - State for front ends and tests

    /// The screen shown.
    public var currentScreen: ScreenID { focus.screen.id }
    /// The focused element.
    public var focusedElement: ElementID { focus.element }
    /// The text form of the focused element's identifier, as `inspect` prints it ("" on a screen without stops).
    public var focusedIdentifier: String { focus.element.text }
    /// The index of the focused stop.
    public var focusIndex: Int { focus.index }
    /// The settings in force.
    public var currentSettings: SpeechSettings { live.values }
    /// The speech history, newest first.
    public var historyLines: [HistoryLine] { announcer.historyLines }
    /// The session's strings (for messages the front end prints).
    public var strings: Strings { announcer.words.strings }

    // MARK: - Screens

    /// Opens the first screen and announces its focused element.
    public func open(_ address: ScreenAddress) throws {
        announcer.command = "screen"
        try show(try resolve(address), push: false)
        try announceFocus()
    }

    /// The screen an address names, looked up in the library.
    func resolve(_ address: ScreenAddress) throws -> ScreenID {
        do {
            return try address.resolve(in: library)
        } catch {
            throw BrowseError(message: message(for: error))
        }
    }

    /// Builds screen `id` as it is now (the History screen with the history so far).
    func build(_ id: ScreenID) throws -> Screen {
        if id == .history { state.history = announcer.historyLines }
        return try builder.build(id, state: state)
    }

    /// Shows screen `id`, remembering the current one for `back` when `push`; read-all, a pending deletion and
    /// a waiting edit end.
    func show(_ id: ScreenID, push: Bool) throws {
        focus.show(try build(id), push: push)
        announcer.readingFrom = nil
        editor.pendingDelete = nil
        editor.awaitingText = nil
        announcer.recording = id != .history
    }

    /// Builds the current screen again (after a change), keeping the focus on the same element when it still
    /// exists, else on the nearest one.
    func rebuild() throws {
        try focus.rebuilt(try build(focus.screen.id))
    }

    // MARK: - Announcing

    /// The focused stop; a stale row makes the screen rebuild once.
    func focusedStop() throws -> ScreenStop? {
        do {
            return try focus.stop()
        } catch ScreenError.stale {
            try rebuild()
            return try focus.stop()
        }
    }

    /// Announces the focused element (description, then hint); on a screen without stops, "Empty.".
    /// In a list, verbose verbosity adds the row's position ("3 of 12."), and entering the list says its count once.
    func announceFocus(earcon: Earcon? = nil) throws {
        let stop = try focusedStop()
        guard let stop, let (list, start) = focus.screen.list(containing: stop.index) else {
            enteredList = nil
            return try announcer.announce(stop, earcon: earcon)
        }
        let count = list.rows.count
        let mark = "\(focus.screen.id)/\(list.container.identifier ?? "")"
        let entering = mark != enteredList
        enteredList = mark
        try announcer.announce(
            stop, earcon: earcon, position: (stop.index - start + 1, count), enteringList: entering ? count : nil)
    }

    /// Says only the description of the focused element (after an adjustment).
    func announceDescription(earcon: Earcon? = nil) throws {
        try announcer.announceDescription(try focusedStop(), earcon: earcon)
    }

    /// Moves the focus to `element` (when there) and announces it after the activation earcon.
    func focusAndAnnounce(_ element: ElementID) throws {
        try focus.focus(on: element)
        try announceFocus(earcon: .activation)
    }
}
