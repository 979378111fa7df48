import Foundation

/// A text the browser edits through a prompt.
public enum TextField: Hashable, Sendable {
    /// An item's name.
    case itemName(UUID)
    /// An item's serial number (empty clears it).
    case itemSerialNumber(UUID)
    /// An item's value, typed as a plain amount (`849.99`).
    case itemValue(UUID)
    /// The name of a new item (Add Item).
    case newItem
    /// An image file for the item (Choose Photo).
    case itemPhotoFile(UUID)
    /// A new tag for the photo (Add Tag).
    case newTag(photo: String)
    /// The search text.
    case search

    /// A name for the field that stays the same from one run to the next (a kept prompt's draft names it).
    public var draftKey: String {
        switch self {
        case .itemName(let id): "item-name:\(id.uuidString)"
        case .itemSerialNumber(let id): "item-serial:\(id.uuidString)"
        case .itemValue(let id): "item-value:\(id.uuidString)"
        case .newItem: "new-item"
        case .itemPhotoFile(let id): "item-photo:\(id.uuidString)"
        case .newTag(let photo): "new-tag:\(photo)"
        case .search: "search"
        }
    }
}
