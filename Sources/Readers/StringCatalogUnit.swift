import Localization

/// One text of a string catalog in one language, flattened to the key the audit compares: `K` for
/// the entry's own string unit, `K.one` for a plural variant, `K@iphone` (and `K@iphone.one`) for a
/// device variant, `K.NAME.one` for a plural variant of the substitution `NAME`.
public struct StringCatalogUnit: Sendable, Hashable {
    /// The flattened key.
    public var key: String
    /// The value, with every `%#@NAME@` (and a substitution variant's `%arg`) replaced by the
    /// substitution's format specifier, so placeholders compare real types.
    public var value: String
    /// The unit's `state`, or nil when it has none (or the unit stands for the source text the key
    /// gives).
    public var state: StringCatalogState?
    /// Whether a device variation chose the unit.
    public var isDeviceVariant: Bool
    /// The 1-based line of the value string's opening quote (of the key, for source text taken from
    /// the key).
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a unit.
    public init(
        key: String, value: String, state: StringCatalogState?, isDeviceVariant: Bool = false, line: Int, column: Int
    ) {
        self.key = key
        self.value = value
        self.state = state
        self.isDeviceVariant = isDeviceVariant
        self.line = line
        self.column = column
    }
}
