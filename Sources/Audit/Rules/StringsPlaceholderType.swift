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
        for pair in file.placeholderPairs {
            let (entry, ownTypes, baseTypes) = (pair.entry, pair.types, pair.baseTypes)
            let parts = ownTypes.keys.sorted().compactMap { position -> String? in
                guard let mine = ownTypes[position], let other = baseTypes[position], mine != other else { return nil }
                return file.strings.format(
                    .auditStringsPlaceholderTypePosition, .number(position), .text(mine.sample), .text(other.sample))
            }
            guard !parts.isEmpty else { continue }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: file.strings.format(
                        .auditStringsPlaceholderTypeMessage, .text(parts.joined(separator: "; ")))))
        }
    }
}
