/// A JSON value whose objects keep their keys in the order given, so reports come out with the
/// key order of audit.md §5 and byte-identical across runs.
public indirect enum JSONValue: Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object, keys in order.
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation; slashes and non-ASCII are not escaped. No final
    /// line break.
    public func pretty() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    /// Indentation strings, so a line does not build its own.
    private static let indents = (0..<16).map { String(repeating: " ", count: $0) }

    private static func indentation(_ count: Int) -> String {
        count < indents.count ? indents[count] : String(repeating: " ", count: count)
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            Self.writeString(text, to: &output)
        case .integer(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += Self.indentation(indent + 2)
                item.write(to: &output, indent: indent + 2)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += Self.indentation(indent)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += Self.indentation(indent + 2)
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 2)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += Self.indentation(indent)
            output += "}"
        }
    }

    /// Writes a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
