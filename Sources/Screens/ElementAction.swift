import Domain
import Foundation

/// What activating or adjusting an element does. Screens only describe it; the browser carries it out.
public enum ElementAction: Hashable, Sendable {
    /// Nothing (headings, static text).
    case none
    /// Opens another screen.
    case open(ScreenID)
    /// Edits a text through a prompt pre-filled with the current text.
    case edit(TextField)
    /// Up and down change the value.
    case adjust(Adjustment)
    /// Enter turns it on or off.
    case toggle(Toggle)
    /// Removes the item's photo.
    case removeItemPhoto(UUID)
    /// Deletes the item, after a second activation confirms it.
    case deleteItem(UUID)
}

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
}

/// A value that up and down step through.
public enum Adjustment: Hashable, Sendable {
    /// An item's category.
    case itemCategory(UUID)
    /// The order of the Items screen.
    case itemSort
    /// Which photos the Photos screen shows.
    case photoFilter
    /// A speech setting.
    case setting(SettingName)
}

/// A switch or a selectable row.
public enum Toggle: Hashable, Sendable {
    /// A photo's favourite mark.
    case favorite(photo: String)
    /// Whether the photo carries the tag.
    case photoTag(photo: String, tag: String)
    /// An on/off speech setting.
    case setting(SettingName)
}
