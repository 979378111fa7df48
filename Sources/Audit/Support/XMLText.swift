/// Escaping for the JUnit report: attribute values and element text that always parse as XML 1.0.
enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`; characters XML 1.0 forbids (C0 controls other than tab,
    /// line feed and carriage return, U+FFFE, U+FFFF) are written as the visible text `\UXXXX`.
    /// In attributes, tab, line feed and carriage return become character references so they survive.
    static func escape(_ text: String, attribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "'" where attribute: output += "&apos;"
            case "\t" where attribute: output += "&#9;"
            case "\n" where attribute: output += "&#10;"
            case "\r": output += "&#13;"
            default:
                if isForbidden(scalar) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: false
        case 0..<0x20: true
        case 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
