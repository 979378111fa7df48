/// Writes ``JSONValue``s as UTF-8 JSON. The same value always gives the same bytes.
///
/// - Members in the order given; pretty output indents by two spaces and writes `"key": value`;
///   compact output has no whitespace at all.
/// - Strings: `"` and `\` escaped; control characters as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00xx`, DEL and
///   the C1 controls (U+0080–U+009F) as `\u007f`…`\u009f`; U+2028 and U+2029 as `\u2028` and `\u2029` (they end
///   lines in JavaScript); the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) as
///   `\u202a`…; `/` and all other characters as they are. So the text is exact when read back and inert when
///   printed: nothing in it a terminal obeys, nothing that reorders a line (what ``TerminalText`` in Localization
///   makes visible, JSON escapes).
/// - Numbers: integers exactly; a double in Swift's shortest form, `null` when not finite.
public enum JSONWriter {
    /// The text of `value`; pretty text ends with a line feed.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 bytes of `value`; pretty text ends with a line feed.
    public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        var indentation = Indentation()
        write(value, to: &output, pretty: pretty, level: 0, indentation: &indentation)
        if pretty { output.append(0x0A) }
        return output
    }

    // MARK: - Strings

    /// Appends `string` as a JSON string literal (escaped as described above).
    public static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = string
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                let escape: StaticString?
                // The code point written as `\uXXXX` when `escape` is empty, and the bytes it takes.
                var scalar = UInt32(byte)
                var width = 1
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00..<0x20, 0x7F: escape = ""
                case 0xC2 where index + 1 < count && (0x80...0x9F).contains(utf8[index + 1]):
                    // A C1 control, U+0080–U+009F.
                    escape = ""
                    scalar = UInt32(utf8[index + 1])
                    width = 2
                case 0xE2 where index + 2 < count && Self.escapesThreeByte(utf8[index + 1], utf8[index + 2]):
                    escape = ""
                    scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                    width = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                if escape.utf8CodeUnitCount == 0 {
                    output.append(contentsOf: "\\u".utf8)
                    output.append(hexDigit(UInt8(scalar >> 12 & 0x0F)))
                    output.append(hexDigit(UInt8(scalar >> 8 & 0x0F)))
                    output.append(hexDigit(UInt8(scalar >> 4 & 0x0F)))
                    output.append(hexDigit(UInt8(scalar & 0x0F)))
                } else {
                    output.append(
                        contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                }
                index += width
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
        output.append(0x22)
    }

    /// Whether the three-byte UTF-8 sequence `E2 second third` is one of the characters written escaped:
    /// U+2028–U+202E (the line and paragraph separators, bidi embeddings and overrides) or U+2066–U+2069 (bidi
    /// isolates).
    private static func escapesThreeByte(_ second: UInt8, _ third: UInt8) -> Bool {
        (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
    }

    /// `string` as a JSON string literal.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        appendQuoted(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }

    // MARK: - Values

    private static func write(
        _ value: JSONValue, to output: inout [UInt8], pretty: Bool, level: Int, indentation: inout Indentation
    ) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { indentation.newline(level + 1, to: &output) }
                write(element.value, to: &output, pretty: pretty, level: level + 1, indentation: &indentation)
            }
            if pretty { indentation.newline(level, to: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { indentation.newline(level + 1, to: &output) }
                appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                write(member.node.value, to: &output, pretty: pretty, level: level + 1, indentation: &indentation)
            }
            if pretty { indentation.newline(level, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Spaces for indentation, kept so that each line's indentation is one copy.
    private struct Indentation {
        private var spaces: [UInt8] = []

        mutating func newline(_ level: Int, to output: inout [UInt8]) {
            output.append(0x0A)
            let width = 2 * level
            if spaces.count < width {
                spaces.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - spaces.count))
            }
            output.append(contentsOf: spaces[0..<width])
        }
    }
}
