import Core
import Localization

/// `strings.placeholder-invalid` (error): a `%` that starts no placeholder (`%ld`, `%s`, a lone
/// `%`), ordered and numbered forms mixed, a gap in the numbered positions, N above 9, or one
/// position with both types. Checked in every file, the base included.
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
            // A fragment's numbered placeholders refer to the whole format, so gaps are expected.
            let gaps = entry.attributes.contains(.fragment) ? [] : found.gaps
            guard
                !found.unknown.isEmpty || !found.outOfRange.isEmpty || !found.aboveLimit.isEmpty || found.mixesForms
                    || !gaps.isEmpty
                    || !found.conflictingPositions.isEmpty
            else { continue }
            var parts: [String] = []
            parts += found.unknown.map { strings.format(.auditStringsPlaceholderInvalidUnknown, .text($0)) }
            parts += found.outOfRange.map { strings.format(.auditStringsPlaceholderInvalidTooLarge, .text($0)) }
            parts += found.aboveLimit.map {
                strings.format(
                    .auditStringsPlaceholderInvalidAboveLimit, .text($0), .number(FormatString.maximumPosition))
            }
            if found.mixesForms { parts.append(strings.text(.auditStringsPlaceholderInvalidMixed)) }
            parts += gaps.map { strings.format(.auditStringsPlaceholderInvalidGap, .number($0)) }
            parts += found.conflictingPositions.map {
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
