import Core
import Foundation

/// The keys names are sorted and compared by: case, accents and width folded away.
public enum SortKey {
    /// `name` folded, e.g. `Café Table` → `cafe table`.
    public static func folded(_ name: String) -> String {
        if name.isASCII { return name.lowercased() }
        return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
