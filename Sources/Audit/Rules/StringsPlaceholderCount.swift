import Localization

/// `strings.placeholder-count`: compares the sets of argument positions with the base value. An
/// argument the base lacks is an error; one the value leaves out is a warning (not reported for a
/// missing integer in plural variants of category zero, one or two).
public struct StringsPlaceholderCount: StringsRule {
    public let id = "strings.placeholder-count"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsPlaceholderCountSummary
    public let definition = StringKey.auditStringsPlaceholderCountDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        for pair in file.placeholderPairs {
            let (entry, baseEntry, ownTypes, baseTypes) = (pair.entry, pair.baseEntry, pair.types, pair.baseTypes)
            let extra = ownTypes.keys.filter { baseTypes[$0] == nil }.sorted()
            var missing = baseTypes.keys.filter { ownTypes[$0] == nil }.sorted()
            if let category = PluralKey.split(entry.key)?.category, [.zero, .one, .two].contains(category) {
                missing.removeAll { baseTypes[$0] == .integer }
            }
            let strings = file.strings
            let baseValue = StringArgument.text(baseEntry.value)
            if !extra.isEmpty, !missing.isEmpty {
                output.findings.append(file.finding(self, severity: .error, entry: entry, message: strings.format(
                    .auditStringsPlaceholderCountBoth, .text(Self.list(extra)), .text(Self.list(missing)), baseValue)))
            } else if !extra.isEmpty {
                output.findings.append(file.finding(self, severity: .error, entry: entry, message: strings.format(
                    .auditStringsPlaceholderCountExtra, .text(Self.list(extra)), baseValue)))
            } else if !missing.isEmpty {
                output.findings.append(file.finding(self, severity: .warning, entry: entry, message: strings.format(
                    .auditStringsPlaceholderCountMissing, .text(Self.list(missing)), baseValue)))
            }
        }
    }

    private static func list(_ positions: [Int]) -> String {
        positions.map(String.init).joined(separator: ", ")
    }
}
