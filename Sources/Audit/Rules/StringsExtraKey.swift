import Localization

/// `strings.extra-key` (warning): a key the base table lacks; a plural variant only when the base
/// has no variant of its family; every key of a table the base does not have.
public struct StringsExtraKey: StringsRule {
    public let id = "strings.extra-key"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsExtraKeySummary
    public let definition = StringKey.auditStringsExtraKeyDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, !file.isUndecodable, let index = file.index else { return }
        for (number, entry) in index.document.entries.enumerated() {
            if let base = file.base {
                if let plural = index.pluralKeys[number] {
                    if base.presentFamilies.contains(plural.family) { continue }
                    // A substitution's variant (`K.NAME.C`) belongs to the source's entry `K`.
                    if entry.attributes.contains(.fragment), let dot = plural.family.lastIndex(of: "."),
                        base.presentKeys.contains(String(plural.family[..<dot]))
                    {
                        continue
                    }
                    // A catalog unit in plural variations where the source has one plain unit.
                    if index.document.format == .catalog, base.presentKeys.contains(plural.family) { continue }
                } else if base.presentKeys.contains(entry.key) {
                    continue
                } else if index.document.format == .catalog, base.presentFamilies.contains(entry.key) {
                    // One plain unit where the source has plural variations (a language with one form).
                    continue
                }
            }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(.auditStringsExtraKeyMessage, .text(file.sourceName))))
        }
    }
}
