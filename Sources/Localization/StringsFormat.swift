/// The file format a table was read from: the audit reads all three of Apple's
/// (audit.md §2.5, "Sources").
public enum StringsFormat: String, Sendable, Hashable {
    /// An old-style `.strings` file.
    case strings
    /// A plural dictionary plist (XML or binary), read into variant keys.
    case pluralDictionary
    /// A string catalog (JSON), one document per language.
    case catalog
}
