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

extension ElementAction {
    /// Whether the action loses something the user made (the item, its photo): a voice command never completes
    /// one without a confirmation (issue 42).
    public var isDestructive: Bool {
        switch self {
        case .removeItemPhoto, .deleteItem: true
        default: false
        }
    }
}
