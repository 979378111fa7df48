import Localization

/// `strings.encoding` (error): bytes that are neither UTF-8 nor UTF-16 with a byte-order mark, a
/// file over 8 MiB or a NUL byte without a BOM (at line 1, column 1; the file is not read further);
/// or, at the character, U+FFFD or a control character other than line feed and tab in a decoded
/// key or value.
public struct StringsEncoding: StringsRule {
    public let id = "strings.encoding"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsEncodingSummary
    public let definition = StringKey.auditStringsEncodingDescription
    public let checksPronunciations = true

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        let strings = file.strings
        for error in index.document.errors where error.kind == .encoding {
            let detail = error.line > 0 ? "\(error.line):\(error.column ?? 1): \(error.message)" : error.message
            output.findings.append(
                file.finding(
                    self, at: .file(FileLocation(file: file.path, line: 1, column: 1)),
                    message: strings.format(.auditStringsEncodingFile, .text(detail))))
        }
        let entries = index.document.entries
        for suspect in index.document.suspectCharacters
        where suspect.entry >= 0 && suspect.entry < entries.count && !index.document.damaged.contains(suspect.entry) {
            let character =
                suspect.scalar == "\u{FFFD}"
                ? strings.text(.auditStringsEncodingReplacement)
                : strings.format(.auditStringsEncodingControl, .text(Self.codePoint(suspect.scalar)))
            let location = FileLocation(
                file: file.path, line: suspect.line, column: suspect.column, key: entries[suspect.entry].key)
            output.findings.append(
                file.finding(
                    self, at: .file(location),
                    message: strings.format(
                        suspect.inKey ? .auditStringsEncodingInKey : .auditStringsEncodingInValue, .text(character))))
        }
    }

    /// `U+0007`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
