import Localization

/// `strings.placeholder-position` (warning): two or more placeholders in the ordered form, which
/// translators cannot reorder. Checked in every file, the base included.
public struct StringsPlaceholderPosition: StringsRule {
    public let id = "strings.placeholder-position"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsPlaceholderPositionSummary
    public let definition = StringKey.auditStringsPlaceholderPositionDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        for (entryIndex, entry) in index.cleanEntries {
            let found = index.placeholders(at: entryIndex, houseStyle: file.houseStyle)
            guard found.orderedCount >= 2, !found.items.contains(where: \.numbered) else { continue }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(.auditStringsPlaceholderPositionMessage, .number(found.orderedCount))))
        }
    }
}
