import Core

/// `--source-language LANG` of `lector audit` and `lector l10n check`: the project's source
/// (development) language, a locale tag read as `--locale` reads one.
enum SourceLanguageOption {
    /// The option's name.
    static let name = "--source-language"

    /// The tag in BCP 47 form (`pt_BR` → `pt-BR`), nil when not given; exit 64 for a value that is
    /// not a language tag.
    static func parse(_ scanner: inout ArgumentScanner, command: CommandName) throws(UsageError) -> String? {
        guard let value = try scanner.value(name) else { return nil }
        switch LanguageTag.parse(value) {
        case .unset: throw .missingValue(option: name, command: command)
        case .invalid: throw .invalidLanguageTag(option: name, value: value, command: command)
        case .valid(let tag): return tag.identifier
        }
    }
}
