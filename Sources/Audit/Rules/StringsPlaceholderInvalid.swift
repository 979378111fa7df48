import Core
import Localization

/// `strings.placeholder-invalid` (error): a `%` that starts no placeholder (`%ld`, `%s`, a lone
/// `%`), ordered and numbered forms mixed, a gap in the numbered positions, N above 9, or one
/// position with both types. Checked in every file, the base included.
///
/// A fragment (a plural dictionary's variant, a catalog's substitution) is substituted into its entry's format, and
/// Foundation gives its ordered placeholder the variable's own argument: "Followed by %1$@, and %ld mutuals" as the
/// variant of the second variable prints argument 1 as text and the count, argument 2, as a number. So in a fragment
/// ordered and numbered forms may mix, and only numbered positions can conflict; the reader checks the variable's
/// own placeholder against its value type.
public struct StringsPlaceholderInvalid: StringsRule {
    public let id = "strings.placeholder-invalid"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsPlaceholderInvalidSummary
    public let definition = StringKey.auditStringsPlaceholderInvalidDescription

    /// The most problems one finding lists; the rest are counted (`docs/cli.md`, "Limits").
    public static let maximumProblems = 10

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        let strings = file.strings
        for (entryIndex, entry) in index.cleanEntries {
            let found = index.placeholders(at: entryIndex, houseStyle: file.houseStyle)
            guard found.isInvalid else { continue }
            // A fragment's numbered placeholders refer to the whole format, so gaps are expected, and its ordered
            // placeholder is its variable's argument.
            let fragment = entry.attributes.contains(.fragment)
            let gaps = fragment ? [] : found.gaps
            let mixes = found.mixesForms && !fragment
            let conflicts = fragment ? found.conflictingNumberedPositions : found.conflictingPositions
            guard
                !found.unknown.isEmpty || !found.outOfRange.isEmpty || !found.aboveLimit.isEmpty || mixes
                    || !gaps.isEmpty || !conflicts.isEmpty
            else { continue }
            var parts: [String] = []
            parts += found.unknown.map { strings.format(.auditStringsPlaceholderInvalidUnknown, .text($0)) }
            parts += found.outOfRange.map { strings.format(.auditStringsPlaceholderInvalidTooLarge, .text($0)) }
            parts += found.aboveLimit.map {
                strings.format(
                    .auditStringsPlaceholderInvalidAboveLimit, .text($0), .number(FormatString.maximumPosition))
            }
            if mixes { parts.append(strings.text(.auditStringsPlaceholderInvalidMixed)) }
            parts += gaps.map { strings.format(.auditStringsPlaceholderInvalidGap, .number($0)) }
            parts += conflicts.map {
                strings.format(.auditStringsPlaceholderInvalidBothTypes, .number($0))
            }
            // One finding stays short however many problems one value has.
            if parts.count > Self.maximumProblems {
                let more = parts.count - Self.maximumProblems
                parts.removeLast(more)
                parts.append(strings.format(.auditStringsPlaceholderInvalidMore, .number(more)))
            }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: strings.format(
                        .auditStringsPlaceholderInvalidMessage, .text(parts.joined(separator: "; ")))))
        }
    }
}
