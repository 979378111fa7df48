import Localization

/// Plural variants: a key whose last `.`-component is a CLDR category (audit.md §2.5).
public enum PluralKey {
    /// The family and category of a variant key (`photos.count.one` → `photos.count`, `.one`),
    /// or nil for any other key.
    public static func split(_ key: String) -> (family: String, category: PluralCategory)? {
        guard let dot = key.lastIndex(of: "."),
            let category = PluralCategory(rawValue: String(key[key.index(after: dot)...]))
        else { return nil }
        let family = String(key[..<dot])
        return family.isEmpty ? nil : (family, category)
    }

    /// The family and category of an entry of a table in `format`: in `.strings` tables by its key
    /// alone; in plural dictionaries and catalogs only when the format made it a plural variant,
    /// so that a catalog's `settings.section.other` stays an ordinary key.
    public static func split(_ entry: StringsEntry, in format: StringsFormat) -> (
        family: String, category: PluralCategory
    )? {
        guard format == .strings || entry.attributes.contains(.pluralVariant) else { return nil }
        return split(entry.key)
    }
}
