import Localization

/// `strings.whitespace-mismatch` (warning): compared with the base value, the leading or trailing
/// whitespace differs, or the number of line feeds. Not for the base itself or blank values.
public struct StringsWhitespaceMismatch: StringsRule {
    public let id = "strings.whitespace-mismatch"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsWhitespaceMismatchSummary
    public let definition = StringKey.auditStringsWhitespaceMismatchDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, let index = file.index, let base = file.base else { return }
        let strings = file.strings
        let matches = file.baseMatches
        for (number, (_, entry)) in index.cleanEntries.enumerated() where !TextCharacters.isBlank(entry.value) {
            guard let match = matches[number] else { continue }
            let baseEntry = base.document.entries[match.index]
            guard !TextCharacters.isBlank(baseEntry.value) else { continue }
            // The scalar views themselves, without copying either value (every entry is compared).
            let own = entry.value.unicodeScalars
            let theirs = baseEntry.value.unicodeScalars
            var parts: [String] = []
            if !own.prefix(while: TextCharacters.isWhitespace).elementsEqual(theirs.prefix(while: TextCharacters.isWhitespace)) {
                parts.append(strings.text(.auditStringsWhitespaceMismatchLeading))
            }
            if !own.reversed().prefix(while: TextCharacters.isWhitespace).elementsEqual(
                theirs.reversed().prefix(while: TextCharacters.isWhitespace))
            {
                parts.append(strings.text(.auditStringsWhitespaceMismatchTrailing))
            }
            let ownBreaks = entry.value.countOfByte(UInt8(ascii: "\n"))
            let baseBreaks = baseEntry.value.countOfByte(UInt8(ascii: "\n"))
            if ownBreaks != baseBreaks {
                parts.append(strings.format(.auditStringsWhitespaceMismatchLineBreaks, .number(ownBreaks), .number(baseBreaks)))
            }
            guard !parts.isEmpty else { continue }
            output.findings.append(file.finding(
                self, entry: entry,
                message: strings.format(.auditStringsWhitespaceMismatchMessage, .text(parts.joined(separator: "; ")))))
        }
    }
}
