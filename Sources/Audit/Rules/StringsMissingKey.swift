import Localization

/// `strings.missing-key` (warning: the app shows the source language, issue 14): a base key that the language's table lacks. A plural family is
/// reported only when the language has none of its variants, with one finding per base variant
/// whose category the language uses. Not for the base, regional folders, missing or undecodable files.
public struct StringsMissingKey: StringsRule {
    public let id = "strings.missing-key"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsMissingKeySummary
    public let definition = StringKey.auditStringsMissingKeyDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, !file.isRegional, !file.isUndecodable, let index = file.index, let base = file.base else {
            return
        }
        let categories = PluralCategories.cardinal(forLanguage: file.language)
        // Each key once: only a base with a repeated key needs the set.
        let repeats = base.hasRepeatedKeys
        var seen: Set<String> = []
        for (number, entry) in base.document.entries.enumerated()
        where (!repeats || seen.insert(entry.key).inserted) && !entry.attributes.contains(.doNotTranslate)
            && !(base.document.format == .catalog && entry.key.isEmpty)
        {
            if let plural = base.pluralKeys[number] {
                guard !index.presentFamilies.contains(plural.family) else { continue }
                // A catalog translation may give one plain unit for the source's plural variations.
                if index.document.format == .catalog, index.presentKeys.contains(plural.family) { continue }
                if let categories, !categories.contains(plural.category) { continue }
            } else if index.presentKeys.contains(entry.key) {
                continue
            } else if index.document.format == .catalog, index.presentFamilies.contains(entry.key) {
                continue
            }
            let related = base.lastEntry[entry.key] ?? entry
            output.findings.append(
                file.finding(
                    self, at: .file(FileLocation(file: file.path, key: entry.key)),
                    message: file.strings.format(
                        .auditStringsMissingKeyMessage, .text(entry.key), .text(file.sourceName)),
                    related: [file.baseLocation(of: related)]))
        }
    }
}
