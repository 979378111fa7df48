import Domain
import Foundation
import Localization
import Screens

/// Changes the library on the user's behalf: the texts of prompts, the adjustable category, switches and
/// selectable rows, removing a photo, deleting an item after a confirmation. Every change is one transaction.
///
/// The editor never speaks and never moves the focus; each change says how it went (``Commit``, ``Saved``) and
/// the session announces it.
struct Editor {
    /// How a change of the library went.
    enum Commit {
        /// Committed.
        case done
        /// The record it was about is gone (another process removed it); nothing was changed.
        case gone
        /// The library refused it (a name too long, an unreadable image, a full disk); nothing was changed.
        case failed(any Error)
    }

    /// What saving a prompt's text did.
    enum Saved {
        /// The text is not a valid value: the message says why (with the error earcon).
        case invalid(String)
        /// The record is gone before anything was changed.
        case lost
        /// The item was changed (name, serial number, value): the focused element is announced.
        case updated(Commit)
        /// A new item was added (nil: the change did not commit).
        case added(UUID?, Commit)
        /// The change is shown on the element `focus` (the photo, the new tag's row).
        case changed(Commit, focus: ElementID)
        /// The search text to show results for (the library is not changed).
        case search(String)
    }

    /// The library changed.
    let library: Library
    /// The user's home folder, for `~` in typed file paths.
    let homeDirectory: String?
    /// The field waiting for `type` (script mode, where no prompt opens).
    var awaitingText: TextField?
    /// The item whose Delete Item was activated once: a second activation deletes it.
    var pendingDelete: UUID?

    /// An editor of `library`; `homeDirectory` expands `~` in typed paths.
    init(library: Library, homeDirectory: String?) {
        self.library = library
        self.homeDirectory = homeDirectory
    }

    // MARK: - Prompts

    /// The word before a field's prompt.
    func prompt(for field: TextField, words: ScreenStrings) -> String {
        switch field {
        case .itemName, .newItem: return words.text(.itemNameLabel)
        case .itemSerialNumber: return words.text(.itemSerialNumberLabel)
        case .itemValue: return words.text(.itemValueFieldLabel)
        case .itemPhotoFile: return words.text(.itemImageFileLabel)
        case .newTag: return words.text(.photoTagsAddLabel)
        case .search: return words.text(.searchFieldLabel)
        }
    }

    /// The text a prompt starts with; `searchText` is the Search screen's current text.
    func initialText(_ field: TextField, searchText: String) throws -> String {
        switch field {
        case .itemName(let id): return try library.items.item(id: id)?.name ?? ""
        case .itemSerialNumber(let id): return try library.items.item(id: id)?.serialNumber ?? ""
        case .itemValue(let id): return try library.items.item(id: id).map { AmountText.plain($0.value) } ?? ""
        case .search: return searchText
        case .newItem, .itemPhotoFile, .newTag: return ""
        }
    }

    /// Enter in the prompt (or `type`): validates the text and saves it in one transaction.
    func save(_ field: TextField, _ text: String, words: ScreenStrings) throws -> Saved {
        switch field {
        case .itemName(let id):
            guard case .success(let name) = Item.validatedName(text) else { return .invalid(invalidName(text, words)) }
            return .updated(update(id) { $0.name = name })
        case .itemSerialNumber(let id):
            let serial = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return .updated(update(id) { $0.serialNumber = serial.isEmpty ? nil : serial })
        case .itemValue(let id):
            guard let item = try library.items.item(id: id) else { return .lost }
            guard let minor = AmountText.minorUnits(text, currency: item.value.currency) else {
                return .invalid(words.format(.browseInvalidAmount, .text(text)))
            }
            return .updated(update(id) { $0.value.minorUnits = minor })
        case .newItem:
            guard case .success(let name) = Item.validatedName(text) else { return .invalid(invalidName(text, words)) }
            var added: Item?
            let commit = self.commit { added = try library.items.add(Item(name: name)) }
            return .added(added?.id, commit)
        case .itemPhotoFile(let id):
            let path = Self.expandingTilde(text.trimmingCharacters(in: .whitespaces), home: homeDirectory)
            let commit = self.commit {
                let staged = try library.images.stage(contentsOf: URL(fileURLWithPath: path), owner: id.uuidString)
                try library.items.setImage(staged, forItem: id)
            }
            return .changed(commit, focus: .itemPhoto)
        case .newTag(let photo):
            guard case .success(let name) = Tag.validatedName(text) else {
                return .invalid(invalidName(text, words, maximum: Tag.maximumNameLength))
            }
            var stored = name
            let commit = self.commit { stored = try library.photos.tag(photo: photo, with: [name]).first ?? name }
            return .changed(commit, focus: .photoTagsRow(stored))
        case .search:
            return .search(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    // MARK: - Switches, adjustables and buttons

    /// Turns a photo's favourite mark or one of its tags on or off.
    func toggle(_ toggle: Toggle) -> Commit {
        switch toggle {
        case .favorite(let id):
            return commit {
                guard let photo = try library.photos.photo(id: id) else { throw ScreenError.missing(.photo(id)) }
                try library.photos.setFavorite(!photo.isFavorite, photo: id)
            }
        case .photoTag(let id, let tag):
            return commit {
                let carried = try library.photos.tags(ofPhoto: id).contains { Tag.key(for: $0) == Tag.key(for: tag) }
                if carried {
                    try library.photos.untag(photo: id, names: [tag])
                } else {
                    try library.photos.tag(photo: id, with: [tag])
                }
            }
        case .setting:
            return .done
        }
    }

    /// Gives an item the category after (up) or before its own.
    func stepCategory(of id: UUID, up: Bool) throws -> Stepped {
        guard let item = try library.items.item(id: id) else { return .lost }
        guard let next = Domain.Category.allCases.neighbor(of: item.category, up: up) else { return .atEnd }
        return .stepped(
            commit { try library.items.update(id: id) { $0.category = next } })
    }

    /// How stepping an adjustable value went.
    enum Stepped {
        /// The record is gone before anything was changed.
        case lost
        /// At either end of the values: nothing changes.
        case atEnd
        /// Changed (or not, as the commit says).
        case stepped(Commit)
    }

    /// Removes an item's photo.
    func removePhoto(of id: UUID) -> Commit {
        commit { _ = try library.items.setImage(nil, forItem: id) }
    }

    /// Deletes an item.
    func delete(_ id: UUID) -> Commit {
        commit { try library.items.remove(id: id) }
    }

    // MARK: - Transactions

    /// Runs one change of the library in one transaction (rolled back on any error).
    func commit(_ body: () throws -> Void) -> Commit {
        do {
            try library.transaction { try body() }
            return .done
        } catch ScreenError.missing {
            return .gone
        } catch LibraryError.notFound {
            return .gone
        } catch {
            return .failed(error)
        }
    }

    /// Changes one item in one transaction; gone when the item is.
    private func update(_ id: UUID, _ edit: (inout Item) -> Void) -> Commit {
        commit { try library.items.update(id: id) { edit(&$0) } }
    }

    /// Why a name is not valid: empty, or longer than `maximum`.
    private func invalidName(_ text: String, _ words: ScreenStrings, maximum: Int = Item.maximumNameLength) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return words.text(.browseErrorEmptyName) }
        return words.format(.browseErrorNameTooLong, .number(maximum))
    }

    /// `~` and `~/…` in the user's home folder.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        return home + path.dropFirst()
    }
}
