// Tag strings in and out, for callers that keep tags as text (folder names, settings, passes).

extension LanguageTag {
    /// The normalized form of `raw` (`en_us` → `en-US`), or `raw` with `_` written `-` when it is
    /// not a tag. An already normalized tag is returned as it is, without parsing.
    public static func normalized(_ raw: String) -> String {
        if isNormalized(raw) { return raw }
        return LanguageTag(raw)?.identifier ?? String(raw.map { $0 == "_" ? "-" : $0 })
    }

    /// The BCP-47 spelling of a tag: `de_AT` → `de-AT` (the same as ``normalized(_:)``).
    public static func bcp47(_ tag: String) -> String {
        normalized(tag)
    }

    /// The language subtag in lower case: `de` for `de-AT` or `de_AT.UTF-8`.
    public static func language(of tag: String) -> String {
        // A bare lower-case language (`en`, `ast`), the common case of every element and text: itself.
        let utf8 = tag.utf8
        if (2...3).contains(utf8.count), utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return tag }
        if let tag = LanguageTag(tag) { return tag.language }
        return String(tag.prefix { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    }

    /// Whether the tag has more than a language subtag (`de-AT`, `sr-Latn`): a regional folder.
    public static func isRegional(_ tag: String) -> Bool {
        normalized(tag).contains("-")
    }

    /// Whether two tag strings have the same normalized form (`en_us` and `en-US`).
    public static func same(_ first: String, _ second: String) -> Bool {
        first == second || normalized(first) == normalized(second)
    }

    /// Whether `raw` is already in normalized form: `ll[l][-Ssss][-RR|-999]`.
    static func isNormalized(_ raw: String) -> Bool {
        var parts = raw.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)[...]
        func all(_ part: Substring.UTF8View.SubSequence, _ range: ClosedRange<UInt8>) -> Bool {
            part.allSatisfy { range.contains($0) }
        }
        guard let first = parts.popFirst(), (2...3).contains(first.count), all(first, 0x61...0x7A) else { return false }
        if let script = parts.first, script.count == 4, let head = script.first, (0x41...0x5A).contains(head),
            all(script.dropFirst(), 0x61...0x7A)
        {
            parts.removeFirst()
        }
        if let region = parts.first {
            guard (region.count == 2 && all(region, 0x41...0x5A)) || (region.count == 3 && all(region, 0x30...0x39))
            else { return false }
            parts.removeFirst()
        }
        return parts.isEmpty
    }
}
