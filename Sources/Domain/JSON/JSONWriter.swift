/// Writes ``JSONValue``s as UTF-8 JSON: members in the order given, two-space indentation when pretty,
/// strings with only `"`, `\` and control characters escaped. The same value always gives the same bytes.
public enum JSONWriter {
    /// The text of `value`, ending with a newline when pretty.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = ""
        write(value, into: &output, pretty: pretty, indent: 0)
        if pretty { output += "\n" }
        return output
    }

    private static func write(_ value: JSONValue, into output: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .double(let number): output += number.isFinite ? "\(number)" : "null"
        case .string(let text): quote(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += "," }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                write(element.value, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output += "]"
        case .object(let object):
            guard !object.members.isEmpty else { output += "{}"; return }
            output += "{"
            for (position, member) in object.members.enumerated() {
                if position > 0 { output += "," }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                quote(member.key, into: &output)
                output += pretty ? ": " : ":"
                write(member.node.value, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output += "}"
        }
    }

    private static func newline(into output: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
        guard needsEscape else {
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
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// An object from key–value pairs in order.
    public static func members(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members: pairs.map { JSONObject.Member(key: $0.0, node: JSONNode($0.1)) }))
    }

    /// An array of values.
    public static func list(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }

    /// A string, or null.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }
}
