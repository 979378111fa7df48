import Localization
import Readers

/// `strings.syntax` (error): a parse error, one finding per error at its line and column; a plural
/// dictionary that is no property list or whose structure is not dictionaries (the reader's
/// diagnostics); in `Pronunciations.strings` also a value that is neither `[[…]]` nor `/…/`.
public struct StringsSyntax: StringsRule {
    public let id = "strings.syntax"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsSyntaxSummary
    public let definition = StringKey.auditStringsSyntaxDescription
    public let checksPronunciations = true

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        for error in index.document.errors where error.kind == .syntax {
            let location = FileLocation(file: file.path, line: error.line, column: error.column ?? 1, key: error.key)
            output.findings.append(
                file.finding(
                    self, at: .file(location),
                    message: file.strings.format(.auditStringsSyntaxMessage, .text(error.message))))
        }
        for diagnostic in file.diagnostics(of: self) {
            guard let reason = Self.reason(diagnostic, strings: file.strings) else { continue }
            output.findings.append(
                file.finding(
                    self, diagnostic: diagnostic,
                    message: file.strings.format(.auditStringsSyntaxMessage, .text(reason))))
        }
        guard file.isPronunciations else { return }
        for (_, entry) in index.cleanEntries
        where !TextCharacters.isBlank(entry.value) && !Self.isPronunciation(entry.value) {
            output.findings.append(
                file.finding(
                    self, entry: entry, message: file.strings.text(.auditStringsSyntaxPronunciation)))
        }
    }

    /// Whether a value is espeak mnemonics in `[[…]]` or IPA in `/…/`, each with something inside.
    public static func isPronunciation(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        if value.hasPrefix("[["), value.hasSuffix("]]"), scalars.count > 4 { return true }
        return scalars.count > 2 && scalars.first == "/" && scalars.last == "/"
    }

    /// The reason of a table reader's diagnostic (plural dictionaries, catalogs, non-string values).
    static func reason(_ diagnostic: TableDiagnostic, strings: Strings) -> String? {
        switch diagnostic.code {
        case PluralDictionaryCode.notPlist: strings.text(.auditStringsSyntaxPluralNotPlist)
        case PluralDictionaryCode.entityDeclared: strings.text(.auditStringsSyntaxPluralEntityDeclared)
        case PluralDictionaryCode.binaryDamaged:
            strings.format(.auditStringsSyntaxPluralBinaryDamaged, .text(diagnostic.details.first ?? "0"))
        case PluralDictionaryCode.rootNotDictionary: strings.text(.auditStringsSyntaxPluralRootNotDictionary)
        case PluralDictionaryCode.entryNotDictionary:
            strings.format(.auditStringsSyntaxPluralEntryNotDictionary, .text(diagnostic.key ?? ""))
        case "catalog.json": strings.format(.auditStringsSyntaxCatalogJson, .text(diagnostic.details.first ?? ""))
        case "catalog.type":
            strings.format(
                .auditStringsSyntaxCatalogType, .text(diagnostic.details.first ?? ""),
                .text(diagnostic.details.dropFirst().first ?? ""))
        case "catalog.source-language-missing": strings.text(.auditStringsSyntaxCatalogSourceLanguageMissing)
        case "catalog.state-unknown":
            strings.format(.auditStringsSyntaxCatalogStateUnknown, .text(diagnostic.details.first ?? ""))
        case "catalog.value-missing": strings.text(.auditStringsSyntaxCatalogValueMissing)
        case "catalog.variation-unknown":
            strings.format(.auditStringsSyntaxCatalogVariationUnknown, .text(diagnostic.details.first ?? ""))
        case "catalog.category-unknown":
            strings.format(.auditStringsSyntaxCatalogCategoryUnknown, .text(diagnostic.details.first ?? ""))
        case "catalog.substitution-missing":
            strings.format(.auditStringsSyntaxCatalogSubstitutionMissing, .text(diagnostic.details.first ?? ""))
        case "catalog.format-specifier-missing":
            strings.format(.auditStringsSyntaxCatalogFormatSpecifierMissing, .text(diagnostic.details.first ?? ""))
        case "strings.value-not-string":
            strings.format(.auditStringsSyntaxValueNotString, .text(diagnostic.details.first ?? ""))
        // A code no message knows still gives a finding, with the code as its reason.
        default: diagnostic.code
        }
    }
}
