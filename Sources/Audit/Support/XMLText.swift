import Localization

/// Escaping for the JUnit report: attribute values and element text that always parse as XML 1.0 and are inert
/// when the file is printed.
enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`. Control characters go through the terminal's display filter
    /// (``TerminalText/visible(_:keepingBidiControls:)``), so they are neither invalid XML 1.0 (which forbids C0
    /// controls but tab, line feed and carriage return, and has no escape for them) nor obeyed by a terminal or
    /// a viewer that shows the file: ESC becomes `␛`, a C1 control or an unpaired bidi override `<U+009B>`. Line
    /// feeds and tabs stay in element text; in attributes they are character references, so they survive
    /// attribute normalization. A carriage return is `&#13;`. U+FFFE and U+FFFF, not characters in XML 1.0, are
    /// written as the visible text `\UFFFE`.
    static func escape(_ text: String, attribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var run = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let separator: String
            switch scalar {
            case "\n": separator = attribute ? "&#10;" : "\n"
            case "\t": separator = attribute ? "&#9;" : "\t"
            case "\r": separator = "&#13;"
            default:
                run.append(scalar)
                continue
            }
            appendEscaped(TerminalText.visible(String(run)), to: &output, attribute: attribute)
            run = String.UnicodeScalarView()
            output += separator
        }
        appendEscaped(TerminalText.visible(String(run)), to: &output, attribute: attribute)
        return output
    }

    /// Appends text without controls, its markup characters escaped.
    private static func appendEscaped(_ text: String, to output: inout String, attribute: Bool) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "'" where attribute: output += "&apos;"
            case "\u{FFFE}": output += "\\UFFFE"
            case "\u{FFFF}": output += "\\UFFFF"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
