import Localization

/// `strings.plural-unused-category` (warning): a plural variant whose category the language never
/// selects (de `.few`, en `.zero`, ja `.one`).
public struct StringsPluralUnusedCategory: StringsRule {
    public let id = "strings.plural-unused-category"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsPluralUnusedCategorySummary
    public let definition = StringKey.auditStringsPluralUnusedCategoryDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index, let rules = PluralRules(language: file.language) else { return }
        for (_, entry) in index.cleanEntries {
            guard let category = PluralKey.split(entry.key)?.category, !rules.categories.contains(category) else { continue }
            output.findings.append(file.finding(
                self, entry: entry,
                message: file.strings.format(
                    .auditStringsPluralUnusedCategoryMessage, .text(category.rawValue), .text(file.languageCode))))
        }
    }
}
