import Domain
import Foundation

/// A screen name as typed, before its id is looked up: `item/6513` names an item by a key prefix.
public enum ScreenAddress: Hashable, Sendable {
    /// A screen without an argument, or one already resolved.
    case screen(ScreenID)
    /// `item/ID`: an item key or a prefix of at least 4 characters.
    case item(String)
    /// `photo/ID`: a photo id or prefix.
    case photo(String)
    /// `photo/ID/tags`.
    case photoTags(String)
    /// `tag/NAME`: a tag name, matched ignoring case and accents.
    case tag(String)

    /// Parses a screen name; nil when it names no screen.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "home": self = .screen(.home)
        case "items": self = .screen(.items)
        case "photos": self = .screen(.photos)
        case "tags": self = .screen(.tags)
        case "search": self = .screen(.search)
        case "history": self = .screen(.history)
        case "settings": self = .screen(.settings)
        default:
            let parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { return nil }
            switch parts[0] {
            case "item": self = .item(parts[1])
            case "tag": self = .tag(parts[1])
            case "photo":
                if parts[1].hasSuffix("/tags") {
                    let id = String(parts[1].dropLast("/tags".count))
                    guard !id.isEmpty, !id.contains("/") else { return nil }
                    self = .photoTags(id)
                } else {
                    guard !parts[1].contains("/") else { return nil }
                    self = .photo(parts[1])
                }
            default: return nil
            }
        }
    }

    /// The name as typed: `items`, `item/6513`, `photo/IMG_0042/tags`, `tag/beach` (the inverse of ``init(_:)``).
    public var name: String {
        switch self {
        case .screen(let id): return id.name
        case .item(let text): return "item/\(text)"
        case .photo(let text): return "photo/\(text)"
        case .photoTags(let text): return "photo/\(text)/tags"
        case .tag(let name): return "tag/\(name)"
        }
    }

    /// The beginnings of the names that take a record's id, for completion: `item/`, `photo/`.
    public static let idPrefixes = ["item/", "photo/"]

    /// The screen names completion offers: the plain screens, a `tag/NAME` for each tag, and the id prefixes.
    public static func completions(tags: [String]) -> [String] {
        ScreenID.plainNames + tags.map { ScreenAddress.tag($0).name } + idPrefixes
    }

    /// The screen, with its id resolved in `library`.
    ///
    /// - Throws: `LibraryError.notFound`, `.ambiguousID` or `.idTooShort` when the id names no single record.
    public func resolve(in library: Library) throws -> ScreenID {
        switch self {
        case .screen(let id): return id
        case .item(let text): return .item(try library.items.resolve(text))
        case .photo(let text): return .photo(try library.photos.resolve(text))
        case .photoTags(let text): return .photoTags(try library.photos.resolve(text))
        case .tag(let name):
            guard let tag = try library.tags.tag(named: name) else { throw LibraryError.notFound(.tag, name) }
            return .tag(tag.name)
        }
    }
}
