import Core

/// A liblouis translation table, by the name liblouis finds it under (`en-ueb-g1.ctb`) or a path.
public struct BrailleTable: Sendable, Hashable, CustomStringConvertible {
    /// The table's name or path, as given to liblouis.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Unified English Braille, uncontracted: every letter of a label shown, so identifiers, names and the
    /// `btn`/`lnk` abbreviations read as written, and each cell stays one character for routing keys.
    public static let englishUEB = BrailleTable(name: "en-ueb-g1.ctb")

    /// The standard table of a language (`narration`'s language tags: `en`, `de-DE`, `ar`); the English UEB
    /// table for a language without one.
    ///
    /// Uncontracted everywhere, as NVDA's and BRLTTY's defaults: `de-g1` (Basisschrift), `es-g1`,
    /// `fr-bfu-comp6` (braille intégral, 6 dots), `ar-ar-g1`, and for Japanese liblouis's only Japanese table,
    /// `ja-kantenji` (kana in six dots, kanji as kantenji in eight).
    public static func standard(forLanguage tag: String) -> BrailleTable {
        let language = LanguageTag.language(of: tag)
        switch language {
        case "de": return BrailleTable(name: "de-g1.ctb")
        case "es": return BrailleTable(name: "es-g1.ctb")
        case "fr": return BrailleTable(name: "fr-bfu-comp6.utb")
        case "ar": return BrailleTable(name: "ar-ar-g1.utb")
        case "ja": return BrailleTable(name: "ja-kantenji.utb")
        default: return englishUEB
        }
    }

    /// Whether `standard(forLanguage:)` has a table of the language's own (false: it falls back to English UEB).
    public static func hasStandard(forLanguage tag: String) -> Bool {
        let language = LanguageTag.language(of: tag)
        return ["en", "de", "es", "fr", "ar", "ja"].contains(language)
    }
}
