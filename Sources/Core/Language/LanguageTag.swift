/// A language tag: language, optional script and region, normalized (`en-US`, `zh-Hant-TW`, `es-419`).
///
/// Reads BCP-47 and POSIX spellings alike: `en`, `en_US`, `en-us`, `zh-Hant-TW`, `de_AT.UTF-8`,
/// `sr_RS@latin`, `C` and `POSIX` (which are `en-US`). The language is lower-case (2 or 3 letters),
/// the script title-case (4 letters), the region upper-case (2 letters) or 3 digits. Two tags are
/// equal when their normalized forms are.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The outcome of reading one raw value (of `--locale`, `LANG`, a table's language…).
    public enum Parsed: Hashable, Sendable {
        /// Empty after trimming: the value counts as not set.
        case unset
        /// A valid tag.
        case valid(LanguageTag)
        /// Not a language tag.
        case invalid
    }

    /// Lower-case language, 2 or 3 letters.
    public let language: String
    /// Title-case script, 4 letters, if any.
    public let script: String?
    /// Upper-case region, 2 letters or 3 digits, if any.
    public let region: String?

    /// `en-US`.
    public static let enUS = LanguageTag(language: "en", script: nil, region: "US")

    /// A tag of these subtags, normalized in case.
    public init(language: String, script: String? = nil, region: String? = nil) {
        self.language = Self.lower(language)
        self.script = script.map { Self.upper(String($0.prefix(1))) + Self.lower(String($0.dropFirst())) }
        self.region = region.map(Self.upper)
    }

    /// Reads a tag; nil when `raw` is empty or not a tag.
    public init?(_ raw: String) {
        guard case .valid(let tag) = Self.parse(raw) else { return nil }
        self = tag
    }

    // MARK: - Forms

    /// The normalized form with hyphens (BCP-47): `de-AT`, `zh-Hant-TW`. Strings folders are named so.
    public var identifier: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
    }

    /// The form with underscores that Foundation's `Locale` and POSIX take: `sr_Latn_RS`.
    public var localeIdentifier: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "_")
    }

    /// The normalized form, `en-US`.
    public var description: String { identifier }

    /// `en-XA` or `ar-XB`: a tag that selects generated pseudo strings.
    public var isPseudo: Bool {
        script == nil && ((language == "en" && region == "XA") || (language == "ar" && region == "XB"))
    }

    /// The tag and its less specific forms, most specific first: `zh-Hant-TW` → `zh-Hant-TW`,
    /// `zh-Hant`, `zh`; `de-CH` → `de-CH`, `de`.
    public var fallbacks: [LanguageTag] {
        var chain = [self]
        if region != nil, script != nil { chain.append(LanguageTag(language: language, script: script)) }
        if region != nil || script != nil { chain.append(LanguageTag(language: language)) }
        return chain
    }

    /// Whether two tags name the same language, whatever their script and region (`de-CH`, `de`).
    public func hasSameLanguage(as other: LanguageTag) -> Bool {
        language == other.language
    }

    // MARK: - Reading

    /// Reads one raw value: trims whitespace, drops a `.charset`, reads `@latin` and `@cyrillic`
    /// as the script and ignores other `@modifiers`; `C`, `POSIX` and `en_US_POSIX` are `en-US`.
    public static func parse(_ raw: String) -> Parsed {
        var text = Substring(raw).drop(while: \.isWhitespace)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        if text.isEmpty { return .unset }
        var modifier: Substring?
        if let at = text.firstIndex(of: "@") {
            modifier = text[text.index(after: at)...]
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        let upperText = upper(String(text))
        if upperText == "C" || upperText == "POSIX" || upperText == "EN_US_POSIX" || upperText == "EN-US-POSIX" {
            return .valid(.enUS)
        }
        var parts = text.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard parts.count <= 3, let first = parts.first, (2...3).contains(first.count), first.allSatisfy(isLetter)
        else { return .invalid }
        parts.removeFirst()
        var script: String?
        var region: String?
        if let next = parts.first, next.count == 4, next.allSatisfy(isLetter) {
            script = String(next)
            parts.removeFirst()
        }
        if let next = parts.first {
            if next.count == 2, next.allSatisfy(isLetter) {
                region = String(next)
            } else if next.count == 3, next.allSatisfy(isDigit) {
                region = String(next)
            } else {
                return .invalid
            }
            parts.removeFirst()
        }
        guard parts.isEmpty else { return .invalid }
        if script == nil, let modifier {
            switch lower(String(modifier)) {
            case "latin": script = "Latn"
            case "cyrillic": script = "Cyrl"
            default: break
            }
        }
        return .valid(LanguageTag(language: String(first), script: script, region: region))
    }

    // MARK: - ASCII helpers (no Foundation, no locale)

    private static func isLetter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }

    private static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x30...0x39).contains(ascii)
    }

    private static func lower(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    private static func upper(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
