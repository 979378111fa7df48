/// The canonical writer of strings files (localization.md §3).
///
/// UTF-8 with LF endings; `"` and `\` escaped, `\n` and `\t` written as escapes, other control
/// (Cc) and format (Cf) characters, bidi controls included, as upper-case `\UXXXX` (surrogate
/// pairs above U+FFFF), everything else raw. Parsing the output returns the same keys, values
/// and comments.
public enum StringsWriter {
    /// The text of a strings file: an optional header comment, then each entry with its
    /// comment directly above it, entries separated by blank lines.
    public static func text(entries: [StringsEntry], header: String? = nil) -> String {
        var output = ""
        if let header {
            output += comment(header) + "\n\n"
        }
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { output += "\n" }
            if let text = entry.comment, !text.isEmpty {
                output += comment(text) + "\n"
            }
            output += "\"" + escape(entry.key) + "\" = \"" + escape(entry.value) + "\";\n"
        }
        return output
    }

    /// The UTF-8 bytes of ``text(entries:header:)``.
    public static func bytes(entries: [StringsEntry], header: String? = nil) -> [UInt8] {
        Array(text(entries: entries, header: header).utf8)
    }

    /// Escapes a key or value for a quoted string.
    public static func escape(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": output.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": output.append(contentsOf: "\\n".unicodeScalars)
            case "\t": output.append(contentsOf: "\\t".unicodeScalars)
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .format {
                    for unit in String(scalar).utf16 {
                        output.append(contentsOf: ("\\U" + hex4(unit)).unicodeScalars)
                    }
                } else {
                    output.append(scalar)
                }
            }
        }
        return String(output)
    }

    /// A comment: `/* … */`, or `//` lines when the text contains `*/`.
    static func comment(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard text.contains("*/") else {
            return "/* " + lines.joined(separator: "\n") + " */"
        }
        return lines.map { "// " + $0 }.joined(separator: "\n")
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
