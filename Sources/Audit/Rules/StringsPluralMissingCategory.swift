import Localization

/// `strings.plural-missing-category`: a plural family with a variant in the table lacks a
/// category its language requires by CLDR (any language CLDR has, ``PluralCategories``), or the
/// language has no plural rules (one finding per table that has a plural variant).
///
/// In `.strings` tables a missing category is an error, a warning when only `many` is missing in
/// es, fr, it, pt or ca (it covers only numbers of a million and more). In plural dictionaries
/// (issue 14) a missing category is a warning, and a missing `other` an error: the app falls
/// back to `other`, and without it shows the key. A plural dictionary variable whose variants are all blank,
/// `other` among them, lacks nothing: it only declares its argument, and every category shows nothing.
public struct StringsPluralMissingCategory: StringsRule {
    public let id = "strings.plural-missing-category"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsPluralMissingCategorySummary
    public let definition = StringKey.auditStringsPluralMissingCategoryDescription

    /// Languages whose `many` covers only numbers of a million and more.
    static let millionsManyLanguages: Set<String> = ["es", "fr", "it", "pt", "ca"]

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index, let firstFamily = index.familyOrder.first,
            let firstVariant = index.variants[firstFamily]?.first
        else { return }
        guard let categories = PluralCategories.cardinal(forLanguage: file.language) else {
            output.findings.append(
                file.finding(
                    self, entry: firstVariant,
                    message: file.strings.format(.auditStringsPluralMissingCategoryNoRules, .text(file.languageCode))))
            return
        }
        let isDictionary = index.document.format != .strings
        for family in index.familyOrder {
            guard let variants = index.variants[family], let first = variants.first else { continue }
            let present = Set(variants.compactMap { PluralKey.split($0.key)?.category })
            let missing = categories.filter { !present.contains($0) }
            guard !missing.isEmpty else { continue }
            // A variable whose variants are all blank only declares its argument: it shows nothing whatever the
            // category, as a missing one falls back to `other`.
            if isDictionary, !missing.contains(.other), variants.allSatisfy({ TextCharacters.isBlank($0.value) }) {
                continue
            }
            let severity: Severity
            if isDictionary {
                severity = missing.contains(.other) ? .error : .warning
            } else {
                let onlyMillions = missing == [.many] && Self.millionsManyLanguages.contains(file.languageCode)
                severity = onlyMillions ? .warning : .error
            }
            let names = missing.map(\.rawValue).joined(separator: ", ")
            output.findings.append(
                file.finding(
                    self, severity: severity, entry: first,
                    message: file.strings.format(
                        .auditStringsPluralMissingCategoryMessage, .text(family), .text(names), .text(file.languageCode)
                    )))
        }
    }
}
