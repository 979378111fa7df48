import Core
import Localization

/// `strings.placeholder-count`: compares the sets of argument positions with the base value. An
/// argument the base lacks is an error; one the value leaves out is a warning (not reported for a
/// missing integer in plural variants of category zero, one or two). In a plural dictionary a
/// variant may use any argument of the base's `other` variant (the count is always passed).
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
            // In a plural dictionary every variant receives the same arguments: one the base's
            // variant leaves out (`1 day` for one) is still passed when the base's `other` uses it.
            var available = baseTypes
            if let format = file.index?.document.format, format != .strings,
                let plural = PluralKey.split(entry, in: format),
                let base = file.base, let other = base.lastEntry[plural.family + ".other"]
            {
                available.merge(base.placeholders(of: other.value, houseStyle: file.houseStyle).types) { own, _ in own }
            }
            // A catalog's key is the code's own format (`label %lld`): its arguments are passed
            // even when the source text leaves them out.
            if file.index?.document.format == .catalog {
                let root = Self.catalogKey(of: entry, format: .catalog)
                if root.containsByte(UInt8(ascii: "%")) {
                    available.merge(Placeholders(root).types) { own, _ in own }
                }
            }
            let extra = ownTypes.keys.filter { available[$0] == nil }.sorted()
            var missing = baseTypes.keys.filter { ownTypes[$0] == nil }.sorted()
            if let category = PluralKey.split(entry.key)?.category, [.zero, .one, .two].contains(category) {
                missing.removeAll { baseTypes[$0] == .integer }
            }
            let strings = file.strings
            let baseValue = StringArgument.text(baseEntry.value)
            if !extra.isEmpty, !missing.isEmpty {
                output.findings.append(
                    file.finding(
                        self, severity: .error, entry: entry,
                        message: strings.format(
                            .auditStringsPlaceholderCountBoth, .text(Self.list(extra)), .text(Self.list(missing)),
                            baseValue)))
            } else if !extra.isEmpty {
                output.findings.append(
                    file.finding(
                        self, severity: .error, entry: entry,
                        message: strings.format(
                            .auditStringsPlaceholderCountExtra, .text(Self.list(extra)), baseValue)))
            } else if !missing.isEmpty {
                output.findings.append(
                    file.finding(
                        self, severity: .warning, entry: entry,
                        message: strings.format(
                            .auditStringsPlaceholderCountMissing, .text(Self.list(missing)), baseValue)))
            }
        }
    }

    /// The catalog entry's own key: without a plural category, `@DEVICE` or substitution name.
    static func catalogKey(of entry: StringsEntry, format: StringsFormat) -> String {
        var key = PluralKey.split(entry, in: format)?.family ?? entry.key
        if entry.attributes.contains(.deviceVariant), let at = key.lastIndex(of: "@") { key = String(key[..<at]) }
        if entry.attributes.contains(.fragment), let dot = key.lastIndex(of: ".") { key = String(key[..<dot]) }
        return key
    }

    private static func list(_ positions: [Int]) -> String {
        positions.map(String.init).joined(separator: ", ")
    }
}
