import Localization

/// `strings.plural-unused-category` (warning): a plural variant whose category the language never
/// selects by CLDR (de `.few`, en `.zero`, ja `.one`); in a plural dictionary a note, since Apple
/// simply never shows it. Exact-count variants (`K.V.0`) are no category and never reported.
public struct StringsPluralUnusedCategory: StringsRule {
    public let id = "strings.plural-unused-category"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsPluralUnusedCategorySummary
    public let definition = StringKey.auditStringsPluralUnusedCategoryDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index, let categories = PluralCategories.cardinal(forLanguage: file.language) else {
            return
        }
        let severity: Severity? = index.document.format != .strings ? .info : nil
        for (entryIndex, entry) in index.cleanEntries {
            guard let category = index.pluralKeys[entryIndex]?.category, !categories.contains(category) else {
                continue
            }
            output.findings.append(
                file.finding(
                    self, severity: severity, entry: entry,
                    message: file.strings.format(
                        .auditStringsPluralUnusedCategoryMessage, .text(category.rawValue), .text(file.languageCode))))
        }
    }
}
