import Localization

/// `strings.empty-value` (error): a blank value, unless the base value of the key is blank too
/// (then only the base entry is reported).
public struct StringsEmptyValue: StringsRule {
    public let id = "strings.empty-value"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsEmptyValueSummary
    public let definition = StringKey.auditStringsEmptyValueDescription
    public let checksPronunciations = true

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        for (_, entry) in index.cleanEntries where TextCharacters.isBlank(entry.value) {
            if !file.isBase, let baseEntry = file.base?.lastEntry[entry.key], TextCharacters.isBlank(baseEntry.value) {
                continue
            }
            output.findings.append(file.finding(self, entry: entry, message: file.strings.text(.auditStringsEmptyValueMessage)))
        }
    }
}
