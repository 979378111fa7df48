import Localization

/// Plural variants: a key whose last `.`-component is a CLDR category (audit.md §2.5).
public enum PluralKey {
    /// The family and category of a variant key (`photos.count.one` → `photos.count`, `.one`),
    /// or nil for any other key.
    public static func split(_ key: String) -> (family: String, category: PluralCategory)? {
        guard let dot = key.lastIndex(of: "."), let category = PluralCategory(rawValue: String(key[key.index(after: dot)...]))
        else { return nil }
        let family = String(key[..<dot])
        return family.isEmpty ? nil : (family, category)
    }
}
