import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// `activate` (Enter, Space): open, toggle, edit, or ask to confirm a deletion.
    func activate() throws {
        guard let stop = try focusedStop() else { return try announceFocus() }
        let element = stop.element
        if element.element.traits.contains(.notEnabled) { return try announceFocus() }
        let spokenPending = pendingSpoken
        pendingSpoken = nil
        // A voice command never completes a destructive action (issue 42): it asks for Enter or "confirm".
        if spokenCommand, element.action.isDestructive {
            pendingSpoken = element.action
            editor.pendingDelete = nil
            return try announcer.say(.voiceConfirmDestructive, .text(element.element.label ?? ""))
        }
        var confirming = editor.pendingDelete
        if case .deleteItem(let id) = spokenPending, spokenPending == element.action { confirming = id }
        editor.pendingDelete = nil
        switch element.action {
        case .none:
            try announcer.say(.browseNoAction)
        case .open(let id):
            do {
                try show(id, push: true)
            } catch ScreenError.missing {
                return try rebuildAfterLoss()
            }
            try announceFocus(earcon: .activation)
        case .edit(let field):
            try beginEditing(field, stop: stop)
        case .adjust:
            try announceFocus()
        case .toggle(let toggle):
            if case .setting(let name) = toggle {
                _ = live.step(name, up: true)
                try settingsChanged(name)
            } else {
                try finish(editor.toggle(toggle))
            }
            try announceFocus(earcon: .activation)
        case .removeItemPhoto(let id):
            try finish(editor.removePhoto(of: id))
            try announceFocus(earcon: .activation)
        case .deleteItem(let id):
            let name = (try library.items.item(id: id))?.name ?? focus.screen.title
            guard confirming == id else {
                editor.pendingDelete = id
                return try announcer.say(.browseDeleteConfirm, .text(name))
            }
            try finish(editor.delete(id), rebuilding: false)
            try back(announce: false)
            try announcer.say(.browseDeleted, .text(name), earcon: .activation)
        }
    }

    /// `confirm` (said): carries out the destructive action a voice command asked to confirm, as Enter would,
    /// while the focus is still on its element; otherwise says there is nothing to confirm.
    func confirmSpoken() throws {
        guard let pending = pendingSpoken, let stop = try focusedStop(), stop.element.action == pending else {
            pendingSpoken = nil
            return try announcer.say(.voiceNothingToConfirm, earcon: .noAction)
        }
        let spoken = spokenCommand
        spokenCommand = false
        defer { spokenCommand = spoken }
        try activate()
    }

    /// `back` (Escape, Backspace): the previous screen, rebuilt, with the focus where it was; at the first
    /// screen the boundary earcon and the focused element.
    func back(announce: Bool = true) throws {
        guard try focus.back(build: { try build($0) }) else {
            if announce { try announceFocus(earcon: .boundary) }
            return
        }
        announcer.readingFrom = nil
        announcer.recording = focus.screen.id != .history
        if announce { try announceFocus() }
    }

    /// After a change of the library: committed, the counts are taken again and the screen rebuilt; the record
    /// gone, the loss is said and the session goes back; refused, the reason is thrown as a ``BrowseError``
    /// (said with the error earcon, and the session goes on).
    func finish(_ commit: Editor.Commit, rebuilding: Bool = true) throws {
        switch commit {
        case .done:
            counts = try LibraryCounts(library)
            if rebuilding { try rebuildOrLeave() }
        case .gone:
            try rebuildAfterLoss()
        case .failed(let error):
            throw BrowseError(message: message(for: error))
        }
    }

    /// Rebuilds the screen; when its record is gone, goes back to the nearest screen that still exists.
    func rebuildOrLeave() throws {
        do {
            try rebuild()
        } catch ScreenError.missing {
            let lost = focus.screen.id
            try back(announce: false)
            if focus.screen.id == lost { try show(.home, push: false) }
        }
    }

    /// The record of the screen went away under it: say so and go back.
    func rebuildAfterLoss() throws {
        try rebuildOrLeave()
        try announcer.sayError(words.text(.browseErrorGone))
        try announceFocus()
    }
}
