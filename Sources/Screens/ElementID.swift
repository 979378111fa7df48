import Foundation
import Utterances

/// The stable identity of an element of a screen: what the focus follows across rebuilds and what `inspect`
/// prints as `identifier`.
///
/// The text forms (`items.row.<KEY>`, `settings.rate`) are written and read only here; the browser and the
/// CLI use the typed values and never build or split such strings.
public struct ElementID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text form, as `inspect` prints it (`item.name`, `photos.row.IMG_0042`).
    public let text: String

    /// The identifier with this text form.
    public init(_ text: String) {
        self.text = text
    }

    /// A fixed identifier written in the source (`"item.name"`).
    public init(stringLiteral text: String) {
        self.text = text
    }

    /// The text form.
    public var description: String { text }

    /// No element (the focus of a screen without stops).
    public static let none = ElementID("")

    /// Whether this names no element.
    public var isNone: Bool { text.isEmpty }

    // MARK: - Elements the browser moves the focus to

    /// The Item screen's photo (after Choose Photo).
    public static let itemPhoto: ElementID = "item.photo"
    /// The Search screen's number of results.
    public static let searchCount: ElementID = "search.count"
    /// The Search screen's "No results".
    public static let searchNoResults: ElementID = "search.no-results"

    /// A setting's element on the Settings screen: `settings.rate`.
    public static func setting(_ name: SettingName) -> ElementID { ElementID("settings.\(name.rawValue)") }

    // MARK: - Rows of lists

    /// An item's row on the Items screen: `items.row.<KEY>`.
    public static func itemsRow(_ item: UUID) -> ElementID { ElementID(itemsRowPrefix + item.uuidString) }
    /// A photo's row on the Photos and Tag screens: `photos.row.<ID>`.
    public static func photosRow(_ photo: String) -> ElementID { ElementID(photosRowPrefix + photo) }
    /// A tag's row on the Tags screen: `tags.row.<NAME>`.
    public static func tagsRow(_ tag: String) -> ElementID { ElementID("tags.row.\(tag)") }
    /// A tag's row on a photo's Tags screen: `photo-tags.row.<NAME>`.
    public static func photoTagsRow(_ tag: String) -> ElementID { ElementID("photo-tags.row.\(tag)") }
    /// An item among the search results: `search.item.<KEY>`.
    public static func searchItem(_ item: UUID) -> ElementID { ElementID("search.item.\(item.uuidString)") }
    /// A photo among the search results: `search.photo.<ID>`.
    public static func searchPhoto(_ photo: String) -> ElementID { ElementID("search.photo.\(photo)") }
    /// The `number`th line (from 1) of the speech history: `history.row.<N>`.
    public static func historyRow(_ number: Int) -> ElementID { ElementID("history.row.\(number)") }

    /// The item key of an Items screen row's identifier; nil for any other identifier.
    public var itemsRowKey: UUID? {
        guard text.hasPrefix(Self.itemsRowPrefix) else { return nil }
        return UUID(uuidString: String(text.dropFirst(Self.itemsRowPrefix.count)))
    }

    /// The photo id of a Photos screen row's identifier; nil for any other identifier.
    public var photosRowID: String? {
        guard text.hasPrefix(Self.photosRowPrefix) else { return nil }
        return String(text.dropFirst(Self.photosRowPrefix.count))
    }

    private static let itemsRowPrefix = "items.row."
    private static let photosRowPrefix = "photos.row."
}
