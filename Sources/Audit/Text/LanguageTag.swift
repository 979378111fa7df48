/// Small helpers for the language tags of folders and passes (`de-AT`, `de_AT`, `en-XA`).
public enum LanguageTag {
    /// The language subtag in lower case: `de` for `de-AT` or `de_AT.UTF-8`.
    public static func language(of tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    }

    /// The tag in BCP-47 spelling: `de_AT` → `de-AT`.
    public static func bcp47(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 })
    }

    /// Whether the tag has more than a language subtag (`de-AT`, `sr-Latn`): a regional folder.
    public static func isRegional(_ tag: String) -> Bool {
        bcp47(tag).contains("-")
    }
}
