import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Starts editing a text: the element is announced as being edited; interactive mode opens a prompt
    /// pre-filled with the text, script mode waits for `type`.
    func beginEditing(_ field: TextField, stop: ScreenStop) throws {
        try announcer.announce(stop, editing: true)
        guard let lines = environment.lines else {
            editor.awaitingText = field
            return
        }
        let prompt = editor.prompt(for: field, words: words) + ": "
        switch lines.edit(prompt: prompt, initialText: try editor.initialText(field, searchText: state.searchText)) {
        case .saved(let text): try save(field, text)
        case .cancelled, .endOfInput: try announcer.say(.browseCancelled)
        }
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
