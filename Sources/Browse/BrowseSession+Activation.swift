import Accessibility
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
        let confirming = pendingDelete
        pendingDelete = nil
        switch element.action {
        case .none:
            try say(.browseNoAction)
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
            try perform(toggle)
        case .removeItemPhoto(let id):
            try change { _ = try library.items.setImage(nil, forItem: id) }
            try announceFocus(earcon: .activation)
        case .deleteItem(let id):
            guard confirming == id else {
                pendingDelete = id
                let name = (try library.items.item(id: id))?.name ?? screen.title
                return try say(.browseDeleteConfirm, .text(name))
            }
            let name = (try library.items.item(id: id))?.name ?? screen.title
            try change(rebuilding: false) { try library.items.remove(id: id) }
            try back(announce: false)
            try say(.browseDeleted, .text(name), earcon: .activation)
        }
    }

    /// Turns a switch or a selectable row on or off, in one transaction.
    private func perform(_ toggle: Toggle) throws {
        switch toggle {
        case .favorite(let id):
            try change {
                guard let photo = try library.photos.photo(id: id) else { throw ScreenError.missing(.photo(id)) }
                try library.photos.setFavorite(!photo.isFavorite, photo: id)
            }
        case .photoTag(let id, let tag):
            try change {
                let carried = try library.photos.tags(ofPhoto: id).contains { Tag.key(for: $0) == Tag.key(for: tag) }
                if carried {
                    try library.photos.untag(photo: id, names: [tag])
                } else {
                    try library.photos.tag(photo: id, with: [tag])
                }
            }
        case .setting(let name):
            settings.step(name, up: true, languages: state.languages)
            try settingsChanged(name)
        }
        try announceFocus(earcon: .activation)
    }

    /// `back` (Escape, Backspace): the previous screen, rebuilt, with the focus where it was; at the first
    /// screen the boundary earcon and the focused element.
    func back(announce: Bool = true) throws {
        while let place = backStack.popLast() {
            if place.id == .history { state.history = historyLines }
            let rebuilt: Screen
            do {
                rebuilt = try builder.build(place.id, state: state)
            } catch ScreenError.missing {
                continue
            }
            screen = rebuilt
            focus = try rebuilt.index(of: place.identifier) ?? min(place.index, max(0, rebuilt.stopCount - 1))
            readingFrom = nil
            speaker.recording = place.id != .history
            if announce { try announceFocus() }
            return
        }
        if announce { try announceFocus(earcon: .boundary) }
    }

    /// Runs a change of the library in one transaction, then rebuilds the screen; a failure is said with the
    /// error earcon and the session goes on.
    func change(rebuilding: Bool = true, _ body: () throws -> Void) throws {
        do {
            try library.transaction { try body() }
        } catch ScreenError.missing {
            return try rebuildAfterLoss()
        } catch LibraryError.notFound {
            return try rebuildAfterLoss()
        } catch {
            throw BrowseError(message: message(for: error))
        }
        counts = try LibraryCounts(library)
        if rebuilding { try rebuildOrLeave() }
    }

    /// Rebuilds the screen; when its record is gone, goes back to the nearest screen that still exists.
    func rebuildOrLeave() throws {
        do {
            try rebuild()
        } catch ScreenError.missing {
            let lost = screen.id
            try back(announce: false)
            if screen.id == lost { try show(.home, push: false) }
        }
    }

    /// The record of the screen went away under it: say so and go back.
    func rebuildAfterLoss() throws {
        try rebuildOrLeave()
        try sayError(words.text(.browseErrorGone))
        try announceFocus()
    }
}
