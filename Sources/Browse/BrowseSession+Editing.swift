import Domain
import Foundation
import Keys
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Starts editing a text: a text field is announced as being edited; interactive mode opens a prompt
    /// pre-filled with the text, script mode waits for `type`. A button that asks for a text (Add Item, Add
    /// Tag) announces the prompt it opens, as find does: its label, "Text Field. Is editing." and the hint.
    func beginEditing(_ field: TextField, stop: ScreenStop) throws {
        guard let lines = environment.lines else {
            try announcer.announce(stop, editing: true)
            editor.awaitingText = field
            return
        }
        let label = editor.prompt(for: field, words: words)
        let prompt = label + ": "
        var initialText = try editor.initialText(field, searchText: state.searchText)
        let folder = library.folder
        let draft = PromptDraft.load(from: folder).flatMap { $0.field == field.draftKey ? $0 : nil }
        if let draft {
            // A prompt ended by SIGTERM or SIGHUP: its text is back, once.
            initialText = draft.text
            PromptDraft.remove(from: folder)
        }
        if stop.element.element.traits.contains(.textEntry) {
            try announcer.announce(stop, editing: true)
        } else {
            try announcer.announcePrompt(label: label, value: initialText)
        }
        if draft != nil { try announcer.say(.browseDraftRestored) }
        openPrompt.opened(field: field.draftKey, label: label)
        defer { openPrompt.closed() }
        let edit = lines.edit(
            prompt: prompt, initialText: initialText, onEdit: { [self] event in echo(event) },
            onLine: { [self] line in showPromptLine(prompt, line) })
        closePromptLine()
        switch edit {
        case .saved(let text): try save(field, text)
        case .cancelled, .endOfInput: try announcer.say(.browseCancelled)
        }
    }

    /// Typing echo: says what a key did in a prompt, interrupting nothing (the next key interrupts it).
    /// Typed text by characters or words (`typing-echo`), the character removed or reached, the line after
    /// Home or End. A failure to speak is not the prompt's business: it is dropped.
    public func echo(_ event: LineEditEvent) {
        let texts = Self.echoTexts(event, typingEcho: live.values.typingEcho)
        guard !texts.isEmpty else { return }
        try? announcer.sequence(texts.map { spoken($0) })
    }

    /// The words for an event, before `Space`/`Blank` are put in.
    static func echoTexts(_ event: LineEditEvent, typingEcho: TypingEcho) -> [String] {
        switch event {
        case .inserted(let text, let line, let cursor):
            var texts: [String] = []
            if typingEcho.echoesCharacters { texts.append(text) }
            if typingEcho.echoesWords, let last = text.last, !last.isLetter, !last.isNumber {
                // A word ends: the word before the separator just typed.
                let before = line.prefix(max(0, cursor - text.count))
                let word = before.reversed().prefix { $0.isLetter || $0.isNumber }
                if !word.isEmpty { texts.append(String(word.reversed())) }
            }
            return texts
        case .deleted(let text): return [text]
        case .moved(let character): return [character.map { String($0) } ?? ""]
        case .jumped(let line, let cursor):
            // Home and End say the line; a word move (Ctrl-Left/Right, Alt-b/f) the word it reached.
            return [LineEditEvent.word(in: line, at: cursor) ?? line]
        case .replaced(let line): return [line]
        }
    }

    /// A text as it is said in a prompt: a space and nothing have their own words.
    func spoken(_ text: String) -> String {
        if text.isEmpty { return words.text(.browseEditBlank) }
        if text.allSatisfy({ $0 == " " }) { return words.text(.browseEditSpace) }
        return text
    }

    /// Enter in the prompt (or `type`): the editor saves the text in one transaction; the result is said.
    func save(_ field: TextField, _ text: String) throws {
        switch try editor.save(field, text, words: words) {
        case .invalid(let message):
            try announcer.sayError(message)
        case .lost:
            try rebuildAfterLoss()
        case .updated(let commit):
            try finish(commit)
            try announceFocus(earcon: .activation)
        case .added(let id, let commit):
            try finish(commit, rebuilding: false)
            guard let id else { return }
            try show(.item(id), push: true)
            try announceFocus(earcon: .activation)
        case .changed(let commit, let element):
            try finish(commit)
            try focusAndAnnounce(element)
        case .search(let text):
            state.searchText = text
            try rebuild()
            if try focus.focus(on: .searchCount) || focus.focus(on: .searchNoResults) {
                try announceFocus(earcon: .activation)
            } else {
                try announceFocus()
            }
        }
    }
}
