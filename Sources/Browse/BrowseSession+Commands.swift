import Accessibility
import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Runs one command; false when the session should end (`quit`).
    ///
    /// - Parameter text: the command as typed or the key's name, kept with the speech history.
    /// - Throws: ``BrowseError`` for a command that could not be done (the session goes on); other errors end it.
    @discardableResult
    public func perform(_ command: BrowseCommand, text: String = "") throws -> Bool {
        announcer.command = text
        if command != .readAll { announcer.readingFrom = nil }
        switch command {
        case .activate, .confirm: break
        default:
            editor.pendingDelete = nil
            pendingSpoken = nil
        }
        if let field = editor.awaitingText {
            editor.awaitingText = nil
            switch command {
            case .type(let typed):
                try save(field, typed)
                return true
            case .back:
                try announcer.say(.browseCancelled)
                return true
            default:
                break
            }
        }
        switch tableCommand(for: command) {
        case .table(let table): try self.table(table)
        case .next: try announce(focus.move(by: 1))
        case .previous: try announce(focus.move(by: -1))
        case .page(let forward):
            // Outside a list the key has no command.
            guard let movement = focus.move(byPage: forward ? Focus.pageSize : -Focus.pageSize) else {
                try playNoAction()
                return true
            }
            try announce(movement)
        case .first: try announce(focus.moveToEnd(last: false))
        case .last: try announce(focus.moveToEnd(last: true))
        case .activate: try activate()
        case .back: try back()
        case .readAll: try startReadingAll()
        case .repeatLast:
            if try !announcer.repeatLast() { try announceFocus() }
        case .readValue: try readValue()
        case .whereAmI: try whereAmI()
        case .spell(let mode): try spell(mode)
        case .confirm: try confirmSpoken()
        case .copy(let last): try copy(lastUtterance: last)
        case .review(let unit, let move): try review(unit, move)
        case .history: try openHistory()
        case .rotor(let unit):
            focus.rotor = unit
            try announcer.say(text: rotorName(unit))
        case .move(let unit, let forward): try announce(focus.move(to: unit, forward: forward))
        case .find(let text): try find(text)
        case .adjust(let up): try adjust(up: up)
        case .type:
            try announcer.sayError(words.text(.browseNotEditing))
        case .set(let name, let value): try set(name, value)
        case .screen(let address): try openScreen(address)
        case .wait(let seconds): try wait(seconds, untilChange: false)
        case .waitChange(let seconds): try wait(seconds, untilChange: true)
        case .help:
            try announcer.say(.browseHelpCommands, .text(ScriptLine.commandWords.joined(separator: ", ")))
        case .listen(let on):
            // The Voice commands setting, saved like the others.
            let value = on ?? !listening
            if value != listening {
                _ = live.set(.listen, to: value ? "on" : "off")
                try settingsChanged(.listen)
            }
            if value, let microphone, let reason = try microphone() {
                try announceNoMicrophone(reason)
            } else {
                try announceListening(value)
            }
        case .stop: environment.output.interrupt()
        case .quit: return false
        }
        return true
    }

    /// `screen NAME`: opens a screen by name, as activating a button to it would.
    func openScreen(_ address: ScreenAddress) throws {
        try show(try resolve(address), push: true)
        try announceFocus()
    }

    /// Opens the speech history, newest first.
    func openHistory() throws {
        try show(.history, push: true)
        try announceFocus()
    }

    /// The words of a rotor unit.
    func rotorName(_ unit: RotorUnit) -> String {
        switch unit {
        case .headings: return words.text(.browseRotorHeadings)
        case .buttons: return words.text(.browseRotorButtons)
        case .images: return words.text(.browseRotorImages)
        case .links: return words.text(.browseRotorLinks)
        case .formFields: return words.text(.browseRotorFormFields)
        case .all: return words.text(.browseRotorAll)
        }
    }

    /// A message for a library or screen error.
    func message(for error: any Error) -> String {
        switch error {
        case LibraryError.notFound(_, let id), LibraryError.ambiguousID(_, let id, _),
            LibraryError.idTooShort(_, let id, _):
            return words.format(.browseErrorNotFound, .text(id))
        case ScreenError.missing:
            return words.text(.browseErrorGone)
        case ValidationError.emptyName, ValidationError.emptyTagName:
            return words.text(.browseErrorEmptyName)
        case ValidationError.nameTooLong(let maximum), ValidationError.tagNameTooLong(let maximum):
            return words.format(.browseErrorNameTooLong, .number(maximum))
        case ImageError.unreadable(let path, let reason):
            return words.format(.browseErrorImageUnreadable, .text(path), .text(words.strings.text(for: reason)))
        case ImageError.unsupported(let path):
            return words.format(.browseErrorImageUnsupported, .text(path))
        case ImageError.malformed(let path, _):
            return words.format(.browseErrorImageMalformed, .text(path))
        default:
            return words.format(.browseErrorStore, .text(String(describing: error)))
        }
    }
}

extension BrowseSession {
    /// Plays the no-action earcon alone (a key without a command), and says nothing.
    public func playNoAction() throws {
        try announcer.speaker.play(.noAction)
    }

    /// Says a message: a problem with the error earcon, or plain words (keyboard help).
    public func report(_ text: String, asError: Bool = true) throws {
        if asError { try announcer.sayError(text) } else { try announcer.say(text: text) }
    }

    /// `v`: the focused element's value as narration reads it; a secure text field's kind and number of
    /// characters, never its content; "No value." when there is none.
    func readValue() throws {
        guard let stop = try focusedStop() else { return try announcer.say(.navEmpty, earcon: .noElement) }
        guard let value = announcer.narrator.valueSpeech(of: stop.element.speechElement) else {
            return try announcer.say(.browseNoValue)
        }
        try announcer.speaker.message(value, command: announcer.command)
    }

    /// `w`: the screen's title, then the focused element as verbose verbosity describes it (label, value, state,
    /// traits, and in a list its place: "3 of 12."), whatever the verbosity setting; nothing else moves. In table
    /// mode the row and column come after the screen: "Row 3 of 12, column Value."
    func whereAmI() throws {
        let screen = announcer.narrator.speech(
            forMessage: .browseWhereAmIScreen, arguments: [.text(focus.screen.title)])
        guard let stop = try focusedStop() else {
            return try announcer.speaker.sequence(
                [screen, announcer.narrator.speech(forMessage: .navEmpty, arguments: [])], command: announcer.command)
        }
        var settings = live.values
        settings.verbosity = .verbose
        let position = focus.screen.list(containing: stop.index).map { list, start in
            (index: stop.index - start + 1, count: list.rows.count)
        }
        let element = try environment.services.narrator(for: settings).describe(
            stop.element.speechElement, context: stop.context, position: position)
        let table = tablePosition().map { [$0] } ?? []
        try announcer.speaker.sequence([screen] + table + [element.description], command: announcer.command)
    }

    /// The text spell, copy and the review cursor work on: the element's label and value as shown, never a secure
    /// field's value, each nil when empty; `whole` is both, a space between.
    static func shownText(of element: AccessibilityElement) -> (label: String?, value: String?, whole: String?) {
        let label = element.label.flatMap { $0.isEmpty ? nil : $0 }
        let value = element.secureCharacterCount == nil ? element.value.flatMap { $0.isEmpty ? nil : $0 } : nil
        let parts = [label, value].compactMap { $0 }
        return (label, value, parts.isEmpty ? nil : parts.joined(separator: " "))
    }

    /// How soon a second `S` must follow the first to spell with the spelling alphabet: the double-press time
    /// screen readers use (NVDA, Orca: half a second).
    static let spellAgainWithin = 0.5

    /// `S`: the focused element's value spelled (a serial number, a code; never a secure field's), else its label,
    /// else "Unlabeled." Pressed again within half a second on the same element (or `spell phonetic`): spelled with
    /// the language's spelling alphabet ("Whiskey Tango Uniform dash 8 8 2 1 3"); a third press spells plainly.
    func spell(_ mode: SpellMode) throws {
        guard let stop = try focusedStop() else { return try announcer.say(.navEmpty, earcon: .noElement) }
        let element = stop.element.speechElement
        let shown = Self.shownText(of: element)
        guard let text = shown.value ?? shown.label else {
            return try announcer.say(.elementUnlabeled)
        }
        let now = environment.clock.now()
        let again = lastSpelling.map { $0.element == focus.element.text && now - $0.at <= Self.spellAgainWithin }
        let phonetic = mode == .phonetic || (mode == .byPresses && again == true)
        lastSpelling = mode == .byPresses && !phonetic ? (focus.element.text, now) : nil
        try announcer.speaker.message(
            announcer.narrator.spelling(of: text, languageOf: element, phonetic: phonetic),
            command: announcer.command)
    }

    /// `c`: the focused element's text (its label and value as shown, never a secure field's value) to the
    /// clipboard; `C`: what was said last. Says "Copied." or why not.
    func copy(lastUtterance: Bool) throws {
        let text: String?
        if lastUtterance {
            text = announcer.speaker.lastSaidText
        } else if let stop = try focusedStop() {
            text = Self.shownText(of: stop.element.speechElement).whole
        } else {
            text = nil
        }
        guard let text, !text.isEmpty else { return try announcer.say(.browseCopyNothing) }
        guard let clipboard = environment.clipboard, clipboard(text) else {
            return try announcer.sayError(words.text(.browseCopyNoClipboard))
        }
        try announcer.say(.browseCopied)
    }

    /// The review cursor: `t` says the focused element's whole text (label and value as shown) and puts the cursor
    /// at its start; `k`/`K` the next or previous character, `o`/`O` the next or previous word, the focus staying.
    /// Past either end: the no-action sound. A character is said as spelling says it (a symbol by its name).
    func review(_ unit: ReviewUnit?, _ move: ReviewMove) throws {
        guard let stop = try focusedStop() else { return try announcer.say(.navEmpty, earcon: .noElement) }
        let element = stop.element.speechElement
        let text = Self.shownText(of: element).whole ?? ""
        let id = focus.element.text
        if review?.element != id || unit == nil { review = ReviewCursor(element: id, text: text) }
        guard !text.isEmpty else { return try announcer.say(.elementUnlabeled) }
        guard let unit else { return try announcer.say(text: text) }
        guard let piece = review?.read(unit, move) else { return try playNoAction() }
        if piece.allSatisfy(\.isWhitespace) { return try announcer.say(text: words.text(.browseEditSpace)) }
        if unit == .character {
            return try announcer.speaker.message(
                announcer.narrator.spelling(of: piece, languageOf: element), command: announcer.command)
        }
        try announcer.say(text: piece)
    }

    /// At the start of an interactive browse: says that a prompt's text was kept when the last one ended by a signal,
    /// and for which field (it comes back when that field's prompt opens).
    public func offerDraft() throws {
        guard let draft = PromptDraft.load(from: library.folder) else { return }
        try announcer.say(.browseDraftKept, .text(draft.label))
    }

    /// Announces the find prompt as it opens, as other prompts are: "Find: TEXT. Text Field. Is editing."
    public func announceFindPrompt(_ text: String) throws {
        try announcer.announcePrompt(label: strings.text(.browsePromptFind), value: text)
    }

    /// Announces the `:` command line as it opens: "Command", a text field being edited.
    public func announceCommandPrompt() throws {
        try announcer.announcePrompt(label: strings.text(.browsePromptCommand), value: "")
    }

    /// Says what Tab found on the command line: the word it completed, or the words it could be (a list), or the
    /// no-action sound when nothing follows. Like typing echo, a failure to speak is dropped.
    public func sayCompletion(_ candidates: [String]) {
        let words = candidates.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !words.isEmpty else {
            try? playNoAction()
            return
        }
        try? announcer.sequence(words.map { spoken($0) })
    }

    /// The names of the tags, for completion.
    public func tagNames() throws -> [String] {
        try library.tags.all().map(\.name)
    }

    /// The languages the Language setting offers.
    public var currentLanguages: [String] { state.languages }
}
