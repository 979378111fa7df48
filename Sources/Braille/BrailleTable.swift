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

    /// The standard table of a language (`narration`'s language tags: `en`, `de-DE`, `ar`) at `grade`; the English
    /// UEB table for a language without one.
    ///
    /// Uncontracted, as NVDA's and BRLTTY's defaults: `de-g1` (Basisschrift), `es-g1`, `fr-bfu-comp6` (braille
    /// intégral, 6 dots), `ar-ar-g1`, and for Japanese liblouis's only Japanese table, `ja-kantenji` (kana in six
    /// dots, kanji as kantenji in eight). Contracted: `en-ueb-g2`, `de-g2` (Kurzschrift), `es-g2`, `fr-bfu-g2`
    /// (braille abrégé), `ar-ar-g2`; Japanese has no contracted table, so it stays uncontracted.
    public static func standard(forLanguage tag: String, grade: BrailleGrade = .uncontracted) -> BrailleTable {
        let language = LanguageTag.language(of: tag)
        if grade == .contracted, let name = contractedNames[language] { return BrailleTable(name: name) }
        switch language {
        case "de": return BrailleTable(name: "de-g1.ctb")
        case "es": return BrailleTable(name: "es-g1.ctb")
        case "fr": return BrailleTable(name: "fr-bfu-comp6.utb")
        case "ar": return BrailleTable(name: "ar-ar-g1.utb")
        case "ja": return BrailleTable(name: "ja-kantenji.utb")
        default: return englishUEB
        }
    }

    /// The contracted tables by language; a language without one (Japanese) is shown uncontracted.
    static let contractedNames = [
        "en": "en-ueb-g2.ctb", "de": "de-g2.ctb", "es": "es-g2.ctb", "fr": "fr-bfu-g2.ctb", "ar": "ar-ar-g2.ctb",
    ]

    /// Whether contracted braille exists for the language (`standard(forLanguage:grade:)` with `.contracted`
    /// differs from the uncontracted table); false for Japanese and languages without a table.
    public static func hasContracted(forLanguage tag: String) -> Bool {
        contractedNames[LanguageTag.language(of: tag)] != nil
    }

    /// Whether `standard(forLanguage:)` has a table of the language's own (false: it falls back to English UEB).
    public static func hasStandard(forLanguage tag: String) -> Bool {
        let language = LanguageTag.language(of: tag)
        return ["en", "de", "es", "fr", "ar", "ja"].contains(language)
    }
}
