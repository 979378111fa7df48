import Accessibility
import Braille
import Domain
import Localization
import Narration
import Screens
import Utterances

/// Composes what the session says and says it through the ``Speaker``: an element's description and, after
/// the pause, its hint; messages from the strings tables; read-all in parts; the earcons with them.
///
/// The narrator and the words follow the settings (the session replaces them when the language, verbosity,
/// hints or punctuation change). The speaker keeps the speech history and what `repeat` says.
struct Announcer {
    /// Says the speech items, records the history, remembers the last utterance.
    let speaker: Speaker
    /// Composes element speech in the session language.
    var narrator: Narrator
    /// The words of the session language.
    var words: ScreenStrings
    /// The command being run, recorded with the speech history.
    var command = ""
    /// The next stop read-all will say; nil when not reading.
    var readingFrom: Int?
    /// The braille display showing the focused element (`browse --braille`); nil without one.
    var braille: BrailleMirror?
    /// The session's time, for how long a message stays on the braille display.
    var clock: (any BrowseClock)?

    /// How many stops one part of read-all says.
    static let readAllPart = 50

    /// An announcer saying through `speaker`, composing with `narrator` and `words`.
    init(speaker: Speaker, narrator: Narrator, words: ScreenStrings) {
        self.speaker = speaker
        self.narrator = narrator
        self.words = words
    }

    /// Whether earcons play.
    var earcons: Bool {
        get { speaker.earcons }
        nonmutating set { speaker.earcons = newValue }
    }

    /// Whether what is said goes into the speech history (not while the History screen is open).
    var recording: Bool {
        get { speaker.recording }
        nonmutating set { speaker.recording = newValue }
    }

    /// The speech history, newest first, as the History screen lists it.
    var historyLines: [HistoryLine] {
        speaker.history.newestFirst.map { HistoryLine(text: $0.text, language: $0.language) }
    }

    // MARK: - Elements

    /// What narration says for a stop (`editing`: as the field being edited); an element whose IPA the
    /// narrator cannot use is described without it.
    /// `position`: the stop's place in its list, said at verbose verbosity.
    func speech(
        for stop: ScreenStop, editing: Bool = false, position: (index: Int, count: Int)? = nil
    ) throws -> ElementSpeech {
        var element = stop.element.speechElement
        if editing { element.traits.insert(.isEditing) }
        do {
            return try narrator.describe(element, context: stop.context, position: position)
        } catch {
            element.ipa = nil
            return try narrator.describe(element, context: stop.context, position: position)
        }
    }

    /// Announces a stop (description, then hint after the pause); no stop: "Empty." with the no-element earcon.
    /// `position`: the stop's place in its list (said at verbose verbosity); `enteringList`: the row count of
    /// the list the focus has just entered, said once before the stop ("List, 12 items.").
    func announce(
        _ stop: ScreenStop?, earcon: Earcon? = nil, editing: Bool = false, position: (index: Int, count: Int)? = nil,
        enteringList: Int? = nil
    ) throws {
        guard let stop else {
            braille?.show(BrailleBrief(text: "", language: words.strings.language))
            return try say(.navEmpty, earcon: .noElement)
        }
        showBraille(stop, editing: editing)
        let speech = try speech(for: stop, editing: editing, position: position)
        guard let enteringList else { return try speaker.element(speech, earcon: earcon, command: command) }
        let count = narrator.speech(forPlural: .contextListEntered, count: enteringList)
        try speaker.element(speech, leading: count, earcon: earcon, command: command)
    }

    /// Announces a prompt that is no element of the screen (find) as a text field being edited: its label, its
    /// current value, "Is editing.", then the editing hint (narration says "Is editing" only for text fields).
    /// The braille display goes on showing the focused element until the prompt shows its line.
    func announcePrompt(label: String, value: String) throws {
        let element = AccessibilityElement(label: label, value: value, traits: [.textEntry, .isEditing])
        try speaker.element(try narrator.describe(element, context: .none), earcon: nil, command: command)
    }

    /// Says only a stop's description (after an adjustment); no stop: as ``announce(_:earcon:editing:)``.
    func announceDescription(_ stop: ScreenStop?, earcon: Earcon? = nil) throws {
        guard let stop else { return try announce(nil) }
        showBraille(stop)
        try speaker.message(try speech(for: stop).description, earcon: earcon, command: command)
    }

    /// Whether an element's description or shown text contains `needle` (already folded: case and accents
    /// ignored), for `find`.
    func describes(_ element: ScreenElement, containing needle: String) -> Bool {
        let described = try? narrator.describe(element.speechElement, context: .none)
        let spoken = described?.description.textForm(capitals: .none) ?? ""
        let shown = [element.element.label, element.element.value].compactMap { $0 }.joined(separator: " ")
        return SortKey.folded(spoken).contains(needle) || SortKey.folded(shown).contains(needle)
    }

    /// Shows a stop's brief form on the braille display, when there is one.
    func showBraille(_ stop: ScreenStop, editing: Bool = false) {
        guard let braille else { return }
        var element = stop.element.speechElement
        if editing { element.traits.insert(.isEditing) }
        braille.show(narrator.brailleBrief(of: element, context: stop.context))
    }

    // MARK: - Messages

    /// Says a table string with its placeholders filled; the braille display shows it for a few seconds.
    func say(_ key: StringKey, _ arguments: StringArgument..., earcon: Earcon? = nil) throws {
        try message(narrator.speech(forMessage: key, arguments: arguments), earcon: earcon)
    }

    /// Says a text in the session language; the braille display shows it for a few seconds.
    func say(text: String, earcon: Earcon? = nil) throws {
        try message(narrator.speech(forText: text), earcon: earcon)
    }

    /// Says a message, and flashes its words on the braille display (the element returns after a few seconds).
    private func message(_ utterance: Utterance, earcon: Earcon?) throws {
        if let braille {
            braille.flash(
                BrailleBrief(text: utterance.textForm(), language: utterance.language), now: clock?.now() ?? 0)
        }
        try speaker.message(utterance, earcon: earcon, command: command)
    }

    /// Says a problem with the error earcon.
    func sayError(_ text: String) throws {
        try say(text: text, earcon: .error)
    }

    /// Says several sentences with the gap between the utterances of one command (what changed in the library).
    func sequence(_ texts: [String]) throws {
        try speaker.sequence(texts.map { narrator.speech(forText: $0) }, command: command)
    }

    /// Says the last utterance again; false when nothing was said yet.
    func repeatLast() throws -> Bool {
        try speaker.repeatLast()
    }

    // MARK: - Read all

    /// Starts read-all at stop `index`.
    mutating func startReading(at index: Int) {
        readingFrom = index
    }

    /// Says the descriptions of the next part of read-all (up to ``readAllPart`` stops, without hints) and moves
    /// the progress on; at the end of `screen` reading stops.
    mutating func readPart(of screen: Screen) throws {
        guard let start = readingFrom else { return }
        let end = min(screen.stopCount, start + Self.readAllPart)
        var utterances: [Utterance] = []
        for index in start..<end {
            utterances.append(try speech(for: try screen.stop(at: index)).description)
        }
        try speaker.sequence(utterances, command: command)
        readingFrom = end < screen.stopCount ? end : nil
    }
}
