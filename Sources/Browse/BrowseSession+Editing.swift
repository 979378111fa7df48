import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Starts editing a text: the element is announced as being edited; interactive mode opens a prompt
    /// pre-filled with the text, script mode waits for `type`.
    func beginEditing(_ field: TextField, stop: ScreenStop) throws {
        try speaker.element(try speech(for: stop, editing: true), command: commandText)
        guard let lines = environment.lines else {
            editing = field
            return
        }
        switch lines.edit(prompt: prompt(for: field) + ": ", initialText: try initialText(field)) {
        case .saved(let text): try save(field, text)
        case .cancelled, .endOfInput: try say(.browseCancelled)
        }
    }

    /// The word before the prompt.
    func prompt(for field: TextField) -> String {
        switch field {
        case .itemName, .newItem: return words.text(.itemNameLabel)
        case .itemSerialNumber: return words.text(.itemSerialNumberLabel)
        case .itemValue: return words.text(.itemValueFieldLabel)
        case .itemPhotoFile: return words.text(.itemImageFileLabel)
        case .newTag: return words.text(.photoTagsAddLabel)
        case .search: return words.text(.searchFieldLabel)
        }
    }

    /// The text a prompt starts with.
    func initialText(_ field: TextField) throws -> String {
        switch field {
        case .itemName(let id): return try library.items.item(id: id)?.name ?? ""
        case .itemSerialNumber(let id): return try library.items.item(id: id)?.serialNumber ?? ""
        case .itemValue(let id): return try library.items.item(id: id).map { AmountText.plain($0.value) } ?? ""
        case .search: return state.searchText
        case .newItem, .itemPhotoFile, .newTag: return ""
        }
    }

    /// Enter in the prompt (or `type`): saves the text in one transaction and says the result.
    func save(_ field: TextField, _ text: String) throws {
        switch field {
        case .itemName(let id):
            guard case .success(let name) = Item.validatedName(text) else { return try sayInvalidName(text) }
            try update(id) { $0.name = name }
        case .itemSerialNumber(let id):
            let serial = text.trimmingCharacters(in: .whitespacesAndNewlines)
            try update(id) { $0.serialNumber = serial.isEmpty ? nil : serial }
        case .itemValue(let id):
            guard let item = try library.items.item(id: id) else { return try rebuildAfterLoss() }
            guard let minor = AmountText.minorUnits(text, currency: item.value.currency) else {
                return try sayError(words.format(.browseInvalidAmount, .text(text)))
            }
            try update(id) { $0.value.minorUnits = minor }
        case .newItem:
            guard case .success(let name) = Item.validatedName(text) else { return try sayInvalidName(text) }
            var added: Item?
            try change(rebuilding: false) { added = try library.items.add(Item(name: name)) }
            guard let added else { return }
            try show(.item(added.id), push: true)
            try announceFocus(earcon: .activation)
        case .itemPhotoFile(let id):
            let path = Self.expandingTilde(text.trimmingCharacters(in: .whitespaces), home: environment.homeDirectory)
            try change {
                let staged = try library.images.stage(contentsOf: URL(fileURLWithPath: path), owner: id.uuidString)
                try library.items.setImage(staged, forItem: id)
            }
            try focusAndAnnounce("item.photo")
        case .newTag(let photo):
            guard case .success(let name) = Tag.validatedName(text) else {
                return try sayInvalidName(text, maximum: Tag.maximumNameLength)
            }
            var stored = name
            try change { stored = try library.photos.tag(photo: photo, with: [name]).first ?? name }
            try focusAndAnnounce("photo-tags.row.\(stored)")
        case .search:
            state.searchText = text.trimmingCharacters(in: .whitespacesAndNewlines)
            try rebuild()
            if try screen.index(of: "search.count") != nil {
                try focusAndAnnounce("search.count")
            } else if try screen.index(of: "search.no-results") != nil {
                try focusAndAnnounce("search.no-results")
            } else {
                try announceFocus()
            }
        }
    }

    /// Changes one item in one transaction, rebuilds the screen and says the focused element.
    private func update(_ id: UUID, _ edit: (inout Item) -> Void) throws {
        try change {
            guard var item = try library.items.item(id: id) else { throw ScreenError.missing(.item(id)) }
            edit(&item)
            try library.items.update(item)
        }
        try announceFocus(earcon: .activation)
    }

    private func sayInvalidName(_ text: String, maximum: Int = Item.maximumNameLength) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return try sayError(words.text(.browseErrorEmptyName)) }
        try sayError(words.format(.browseErrorNameTooLong, .number(maximum)))
    }

    /// Moves the focus to the element with `identifier` (when there) and announces it after the activation
    /// earcon.
    func focusAndAnnounce(_ identifier: String) throws {
        if let index = try screen.index(of: identifier) { focus = index }
        try announceFocus(earcon: .activation)
    }

    /// `~` and `~/…` in the user's home folder.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        return home + path.dropFirst()
    }
}
