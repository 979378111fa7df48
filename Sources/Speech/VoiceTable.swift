import Core

/// Which espeak-ng voice speaks a language (`speech.md` §1.3): fast lowercase identifiers where one exists,
/// selection by language properties otherwise.
public enum VoiceChoice: Sendable, Equatable, Hashable {
    /// `espeak_ng_SetVoiceByName` with this identifier (or a user's `--voice`).
    case name(String)
    /// `espeak_ng_SetVoiceByProperties` with this language.
    case language(String)
}

/// The language → voice table.
public enum VoiceTable {
    private static let latinAmericanSpanish: Set<String> = [
        "419", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR",
        "PA", "UY", "PR", "US",
    ]

    /// The voice for a BCP-47 or POSIX language tag (`en-US`, `de_AT`, `es-419`, `zh-Hans`).
    public static func voice(for tag: String) -> VoiceChoice {
        let parsed = LanguageTag(tag)
        let language = parsed?.language ?? LanguageTag.language(of: tag)
        let region = parsed?.region
        let script = parsed?.script
        switch language {
        case "en":
            return region == "US" ? .language("en-us") : .name("gmw/en")
        case "de":
            return .name("gmw/de")
        case "es":
            if let region, latinAmericanSpanish.contains(region) { return .name("roa/es-419") }
            return .name("roa/es")
        case "fr":
            if region == "BE" { return .language("fr-be") }
            if region == "CH" { return .language("fr-ch") }
            return .name("roa/fr")
        case "ja":
            return .name("jpx/ja")
        case "ar":
            return .name("sem/ar")
        case "ru":
            return .name("zle/ru")
        case "zh":
            if script == nil || script == "Hans" || region == "CN" { return .name("sit/cmn") }
            return .language("zh")
        default:
            return .language(language)
        }
    }
}
