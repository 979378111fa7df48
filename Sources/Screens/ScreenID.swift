import Foundation

/// Which screen is shown: one of the screens of `browse.md`, with the record it is about.
///
/// The text form (``name``) is the `SCREEN` argument of `lector browse`, `inspect` and `speak --screen`:
/// `home`, `items`, `item/ID`, `photos`, `photo/ID`, `photo/ID/tags`, `tags`, `tag/NAME`, `search`,
/// `history`, `settings`. Screen names are never translated.
public enum ScreenID: Hashable, Sendable {
    /// The start screen: the heading and a button per part of the library.
    case home
    /// The inventory.
    case items
    /// One item, by its key.
    case item(UUID)
    /// Every photo (the filter is part of the screen's state).
    case photos
    /// One photo, by its id.
    case photo(String)
    /// The tags of one photo, each toggled on or off.
    case photoTags(String)
    /// Every tag.
    case tags
    /// The photos carrying one tag, by the tag's name.
    case tag(String)
    /// The search field and its results.
    case search
    /// The speech history.
    case history
    /// The speech settings.
    case settings

    /// The screen's name as typed on the command line: `item/6513270E-…`, `tag/beach`.
    public var name: String {
        switch self {
        case .home: return "home"
        case .items: return "items"
        case .item(let id): return "item/\(id.uuidString)"
        case .photos: return "photos"
        case .photo(let id): return "photo/\(id)"
        case .photoTags(let id): return "photo/\(id)/tags"
        case .tags: return "tags"
        case .tag(let name): return "tag/\(name)"
        case .search: return "search"
        case .history: return "history"
        case .settings: return "settings"
        }
    }

    /// The screen names with their argument written as a metavariable, for help and completion.
    public static let names = [
        "home", "items", "item/ID", "photos", "photo/ID", "photo/ID/tags", "tags", "tag/NAME", "search", "history",
        "settings",
    ]

    /// The names of the screens that need no argument.
    public static let plainNames = ["home", "items", "photos", "tags", "search", "history", "settings"]
}
