import Foundation

/// A normalized locale tag `lang[_Script][_REGION]` (localization.md §4).
struct LocaleTag: Sendable, Hashable {
    /// The outcome of normalizing one raw value.
    enum Normalized: Sendable, Equatable {
        /// Empty after trimming: the value counts as not set.
        case unset
        /// A valid tag.
        case valid(LocaleTag)
        /// Not a locale tag.
        case invalid
    }

    /// Lower-case language, 2 or 3 letters.
    var language: String
    /// Title-case script, 4 letters, if any.
    var script: String?
    /// Upper-case region, 2 letters or 3 digits, if any.
    var region: String?

    /// The identifier with underscores, as Foundation's `Locale` takes it: `sr_Latn_RS`.
    var identifier: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "_")
    }

    /// The strings folder name with hyphens (BCP-47): `de-AT`.
    var folderName: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
    }

    /// `en-XA` or `ar-XB`: a tag that selects generated pseudo strings.
    var isPseudo: Bool {
        script == nil && ((language == "en" && region == "XA") || (language == "ar" && region == "XB"))
    }

    static let enUS = LocaleTag(language: "en", script: nil, region: "US")

    /// Normalizes a value of `--locale` or of a locale variable.
    static func normalize(_ raw: String) -> Normalized {
        var text = Substring(raw.trimmingWhitespace())
        if text.isEmpty { return .unset }
        var modifier: Substring?
        if let at = text.firstIndex(of: "@") {
            modifier = text[text.index(after: at)...]
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        let base = text.replacingOccurrences(of: "-", with: "_")
        let upper = base.uppercased()
        if upper == "C" || upper == "POSIX" || upper == "EN_US_POSIX" { return .valid(.enUS) }
        var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3, let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy(\.isASCIILetter)
        else { return .invalid }
        var tag = LocaleTag(language: first.lowercased(), script: nil, region: nil)
        parts.removeFirst()
        if let next = parts.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
            tag.script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            parts.removeFirst()
        }
        if let next = parts.first {
            if next.count == 2, next.allSatisfy(\.isASCIILetter) {
                tag.region = next.uppercased()
            } else if next.count == 3, next.allSatisfy(\.isASCIIDigit) {
                tag.region = next
            } else {
                return .invalid
            }
            parts.removeFirst()
        }
        guard parts.isEmpty else { return .invalid }
        if tag.script == nil, let modifier {
            switch modifier.lowercased() {
            case "latin": tag.script = "Latn"
            case "cyrillic": tag.script = "Cyrl"
            default: break
            }
        }
        return .valid(tag)
    }

    /// Parses an already normalized identifier (`de_AT`, `en`); `nil` when it is not one.
    init?(identifier: String) {
        guard case .valid(let tag) = LocaleTag.normalize(identifier) else { return nil }
        self = tag
    }

    init(language: String, script: String?, region: String?) {
        self.language = language
        self.script = script
        self.region = region
    }
}
