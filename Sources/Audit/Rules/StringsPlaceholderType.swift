import Localization

/// `strings.placeholder-type` (error): an argument position used in both the value and the base
/// value with different types. One finding per entry, listing the positions. Values with invalid
/// placeholders are left to `strings.placeholder-invalid`.
public struct StringsPlaceholderType: StringsRule {
    public let id = "strings.placeholder-type"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsPlaceholderTypeSummary
    public let definition = StringKey.auditStringsPlaceholderTypeDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, let index = file.index, let base = file.base else { return }
        for (_, entry) in index.cleanEntries {
            guard let baseEntry = base.comparisonEntry(for: entry.key) else { continue }
            let own = Placeholders(entry.value, houseStyle: file.houseStyle)
            let theirs = Placeholders(baseEntry.value, houseStyle: file.houseStyle)
            guard !own.isInvalid, !theirs.isInvalid else { continue }
            let ownTypes = own.types
            let baseTypes = theirs.types
            let parts = ownTypes.keys.sorted().compactMap { position -> String? in
                guard let mine = ownTypes[position], let other = baseTypes[position], mine != other else { return nil }
                return file.strings.format(
                    .auditStringsPlaceholderTypePosition, .number(position), .text(mine.sample), .text(other.sample))
            }
            guard !parts.isEmpty else { continue }
            output.findings.append(file.finding(
                self, entry: entry,
                message: file.strings.format(.auditStringsPlaceholderTypeMessage, .text(parts.joined(separator: "; ")))))
        }
    }
}
