/// The name of one entry in the strings tables.
///
/// Code names table entries only through declared constants of this type (the `StringKey+…`
/// extensions, each in the module that reads its keys; a key read by several modules stays in
/// Localization), and every lookup function of ``Strings`` accepts only this type,
/// so a key missing from the base table is caught by the tests, never at run time.
/// A plural family is declared once by its family name (`photos.count`); its variants
/// (`photos.count.one`, `photos.count.other`) live only in the tables.
public struct StringKey: Hashable, Sendable, CustomStringConvertible {
    /// The key as written in the tables, for example `trait.button`.
    public let rawValue: String

    /// Creates a key from its table spelling.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key as written in the tables.
    public var description: String { rawValue }

    /// The key of one variant of this plural family, such as `photos.count.one`.
    func variant(_ category: PluralCategory) -> StringKey {
        StringKey(rawValue + "." + category.rawValue)
    }
}
