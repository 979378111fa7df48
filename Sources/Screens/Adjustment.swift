import Foundation
import Utterances

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
