import Accessibility
import Domain
import Localization

/// Builds the screens of `browse.md` from the library: every word from the strings tables, money and dates
/// in speech form where spoken, long lists read from the store a page at a time.
public struct ScreenBuilder {
    /// The library the screens show.
    public let library: Library
    /// The words and formats of the screens.
    public let words: ScreenStrings
    /// Rows read per page of a long list.
    public var pageSize: Int

    /// A builder over `library` in the language of `words`.
    public init(library: Library, words: ScreenStrings, pageSize: Int = 64) {
        self.library = library
        self.words = words
        self.pageSize = pageSize
    }

    /// The screen `id` as it is now.
    ///
    /// - Throws: ``ScreenError/missing(_:)`` when its record is gone, or the store's error.
    public func build(_ id: ScreenID, state: ScreenState) throws -> Screen {
        switch id {
        case .home: return try home()
        case .items: return try items(sort: state.itemSort)
        case .item(let key): return try item(key)
        case .photos: return try photos(id: .photos, filter: state.photoFilter)
        case .photo(let photoID): return try photo(photoID)
        case .photoTags(let photoID): return try photoTags(photoID)
        case .tags: return try tags()
        case .tag(let name): return try photos(id: .tag(name), filter: .tag(name))
        case .search: return try search(state.searchText)
        case .history: return history(state.history)
        case .settings: return settings(state.settings, languages: state.languages)
        }
    }

    // MARK: - Shared pieces

    /// A heading stop.
    ///
    /// - Parameter spoken: the speech form of a filled template (its reading), when it differs.
    func heading(_ text: String, spoken: String? = nil, identifier: ElementID) -> ScreenSection {
        .element(
            ScreenElement(
                AccessibilityElement(label: text, traits: .header, identifier: identifier.text), spokenLabel: spoken))
    }

    /// A static text stop (an empty list's message).
    func note(_ text: String, identifier: ElementID) -> ScreenSection {
        .element(ScreenElement(AccessibilityElement(label: text, traits: .staticText, identifier: identifier.text)))
    }

    /// A button stop.
    func button(
        _ label: String, value: ScreenStrings.Both? = nil, hint: String? = nil, identifier: ElementID,
        traits: AccessibilityTraits = .button, action: ElementAction
    ) -> ScreenSection {
        .element(
            ScreenElement(
                AccessibilityElement(
                    label: label, value: value?.display, hint: hint, traits: traits, identifier: identifier.text),
                spokenValue: value?.spokenIfDifferent, action: action))
    }

    /// An adjustable stop.
    func adjustable(
        _ label: String, value: String, spokenValue: String? = nil, identifier: ElementID, action: Adjustment
    ) -> ScreenSection {
        .element(
            ScreenElement(
                AccessibilityElement(label: label, value: value, traits: .adjustable, identifier: identifier.text),
                spokenValue: spokenValue, action: .adjust(action)))
    }
}
