import Localization

/// `strings.duplicate-key` (error): the same key (exact, case-sensitive) more than once in one
/// file; one finding at each later occurrence, the first occurrence related. Damaged entries count.
public struct StringsDuplicateKey: StringsRule {
    public let id = "strings.duplicate-key"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsDuplicateKeySummary
    public let definition = StringKey.auditStringsDuplicateKeyDescription
    public let checksPronunciations = true

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        // A table whose keys are all different has nothing to report (most tables): no dictionary of entries.
        guard let index = file.index, index.hasRepeatedKeys else { return }
        var first: [String: StringsEntry] = [:]
        for entry in index.document.entries {
            guard let original = first[entry.key] else {
                first[entry.key] = entry
                continue
            }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(.auditStringsDuplicateKeyMessage, .number(original.line)),
                    related: [file.location(of: original)]))
        }
    }
}
