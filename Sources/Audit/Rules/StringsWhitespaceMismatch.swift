import Foundation
import Localization

/// `strings.whitespace-mismatch` (warning): compared with the base value, the leading or trailing
/// whitespace differs, or the number of line feeds. Not for the base itself or blank values, nor for a joiner
/// (a value of punctuation only, such as `: `) whose translation is one too: its spacing is the language's
/// typography (French `\u{A0}: `, Japanese `：`).
public struct StringsWhitespaceMismatch: StringsRule {
    public let id = "strings.whitespace-mismatch"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsWhitespaceMismatchSummary
    public let definition = StringKey.auditStringsWhitespaceMismatchDescription

    /// Whether a value is only punctuation and whitespace, with some punctuation: a joiner between two texts.
    static func isJoiner(_ value: String) -> Bool {
        var sawPunctuation = false
        for scalar in value.unicodeScalars {
            if TextCharacters.isPunctuation(scalar) {
                sawPunctuation = true
            } else if !TextCharacters.isWhitespace(scalar) {
                return false
            }
        }
        return sawPunctuation
    }

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
            // A joiner (`: `, `, `) is punctuation whose spacing is the language's typography (French `\u{A0}: `,
            // Japanese `：`), not a slip.
            guard !Self.isJoiner(baseEntry.value) || !Self.isJoiner(entry.value) else { continue }
            // The scalar views themselves, without copying either value (every entry is compared).
            let own = entry.value.unicodeScalars
            let theirs = baseEntry.value.unicodeScalars
            let ends = Self.plainEnds(entry.value, baseEntry.value)
            var parts: [String] = []
            if !ends.first,
                !own.prefix(while: TextCharacters.isWhitespace).elementsEqual(
                    theirs.prefix(while: TextCharacters.isWhitespace))
            {
                parts.append(strings.text(.auditStringsWhitespaceMismatchLeading))
            }
            if !ends.last,
                !own.reversed().prefix(while: TextCharacters.isWhitespace).elementsEqual(
                    theirs.reversed().prefix(while: TextCharacters.isWhitespace))
            {
                parts.append(strings.text(.auditStringsWhitespaceMismatchTrailing))
            }
            let ownBreaks = Self.lineFeeds(entry.value)
            let baseBreaks = Self.lineFeeds(baseEntry.value)
            if ownBreaks != baseBreaks {
                parts.append(
                    strings.format(.auditStringsWhitespaceMismatchLineBreaks, .number(ownBreaks), .number(baseBreaks)))
            }
            guard !parts.isEmpty else { continue }
            output.findings.append(
                file.finding(
                    self, entry: entry,
                    message: strings.format(
                        .auditStringsWhitespaceMismatchMessage, .text(parts.joined(separator: "; ")))))
        }
    }

    /// Whether both values start (`first`), and both end (`last`), with an ASCII byte that is not
    /// whitespace: then neither has whitespace at that end, and the ends agree without a scalar scan.
    static func plainEnds(_ own: String, _ theirs: String) -> (first: Bool, last: Bool) {
        func plain(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
        }
        return (plain(own.utf8.first) && plain(theirs.utf8.first), plain(own.utf8.last) && plain(theirs.utf8.last))
    }

    /// The number of line feeds in a value.
    static func lineFeeds(_ value: String) -> Int {
        value.utf8.count { $0 == UInt8(ascii: "\n") }
    }
}
