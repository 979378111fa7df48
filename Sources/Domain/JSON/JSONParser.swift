/// Parses JSON (RFC 8259) from UTF-8 bytes into ``JSONNode``s that remember their byte offsets.
///
/// Linear time, bounded nesting, every index checked: no input crashes it. A byte-order mark is skipped.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, JSONSyntaxError> in
            var parser = Cursor(bytes: buffer)
            do throws(JSONSyntaxError) {
                parser.skipByteOrderMark()
                parser.skipWhitespace()
                let node = try parser.value(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else {
                    throw JSONSyntaxError(problem: .trailingContent, offset: parser.index)
                }
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipByteOrderMark() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        func fail(_ problem: JSONSyntaxError.Problem, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(problem: problem, offset: offset ?? index)
        }

        func unexpected() -> JSONSyntaxError {
            guard index < bytes.count else { return fail(.unexpectedEnd) }
            var end = index + 1
            while end < bytes.count, end - index < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            return fail(.unexpectedCharacter(text))
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            let start = index
            switch bytes[index] {
            case 0x7B: return JSONNode(.object(try object(depth: depth + 1)), offset: start)
            case 0x5B: return JSONNode(.array(try array(depth: depth + 1)), offset: start)
            case 0x22: return JSONNode(.string(try string()), offset: start)
            case 0x74: try literal("true"); return JSONNode(.bool(true), offset: start)
            case 0x66: try literal("false"); return JSONNode(.bool(false), offset: start)
            case 0x6E: try literal("null"); return JSONNode(.null, offset: start)
            case 0x2D, 0x30...0x39: return JSONNode(try number(), offset: start)
            default: throw unexpected()
            }
        }

        mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
            let count = word.utf8CodeUnitCount
            for offset in 0..<count {
                guard index + offset < bytes.count else { throw fail(.unexpectedEnd, at: index + offset) }
                guard bytes[index + offset] == word.utf8Start[offset] else {
                    index += offset
                    throw unexpected()
                }
            }
            index += count
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONObject {
            guard depth <= JSONParser.maximumDepth else { throw fail(.tooDeep(limit: JSONParser.maximumDepth)) }
            index += 1
            var members: [JSONObject.Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == 0x7D {
                index += 1
                return JSONObject(members: members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpectedEnd) }
                guard bytes[index] == 0x22 else { throw unexpected() }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpectedEnd) }
                guard bytes[index] == 0x3A else { throw unexpected() }
                index += 1
                skipWhitespace()
                members.append(JSONObject.Member(key: key, node: try value(depth: depth)))
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpectedEnd) }
                switch bytes[index] {
                case 0x2C: index += 1
                case 0x7D:
                    index += 1
                    return JSONObject(members: members)
                default: throw unexpected()
                }
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
            guard depth <= JSONParser.maximumDepth else { throw fail(.tooDeep(limit: JSONParser.maximumDepth)) }
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == 0x5D {
                index += 1
                return elements
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth))
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpectedEnd) }
                switch bytes[index] {
                case 0x2C: index += 1
                case 0x5D:
                    index += 1
                    return elements
                default: throw unexpected()
                }
            }
        }

        mutating func number() throws(JSONSyntaxError) -> JSONValue {
            let start = index
            var isInteger = true
            if bytes[index] == 0x2D { index += 1 }
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            if bytes[index] == 0x30 {
                index += 1
            } else if (0x31...0x39).contains(bytes[index]) {
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            } else {
                throw fail(.invalidNumber, at: start)
            }
            if index < bytes.count, bytes[index] == 0x2E {
                isInteger = false
                index += 1
                let digits = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                guard index > digits else { throw fail(.invalidNumber, at: start) }
            }
            if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
                isInteger = false
                index += 1
                if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
                let digits = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                guard index > digits else { throw fail(.invalidNumber, at: start) }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if isInteger, let integer = Int64(text) { return .integer(integer) }
            guard let double = Double(text), double.isFinite else { throw fail(.invalidNumber, at: start) }
            return .double(double)
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            let start = index
            // Fast path: no escapes; ASCII needs no validation.
            var isASCII = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 {
                    let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    index += 1
                    if isASCII { return String(decoding: slice, as: UTF8.self) }
                    guard let text = String(validating: slice, as: UTF8.self) else {
                        throw fail(.invalidUTF8, at: start)
                    }
                    return text
                }
                if byte >= 0x80 { isASCII = false }
                if byte == 0x5C { break }
                if byte < 0x20 { throw fail(.controlCharacter) }
                index += 1
            }
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while true {
                guard index < bytes.count else { throw fail(.unexpectedEnd) }
                let byte = bytes[index]
                switch byte {
                case 0x22:
                    index += 1
                    guard let text = String(validating: scalars, as: UTF8.self) else {
                        throw fail(.invalidUTF8, at: start)
                    }
                    return text
                case 0x5C:
                    try escape(into: &scalars)
                case 0x00..<0x20:
                    throw fail(.controlCharacter)
                default:
                    scalars.append(byte)
                    index += 1
                }
            }
        }

        mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
            let start = index
            index += 1
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            let simple: [UInt8: UInt8] = [
                0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
            ]
            if let replacement = simple[bytes[index]] {
                output.append(replacement)
                index += 1
                return
            }
            guard bytes[index] == 0x75 else { throw fail(.invalidEscape, at: start) }
            index += 1
            var scalar = try hex4(start)
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else {
                    throw fail(.invalidEscape, at: start)
                }
                index += 2
                let low = try hex4(start)
                guard (0xDC00...0xDFFF).contains(low) else { throw fail(.invalidEscape, at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail(.invalidEscape, at: start)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fail(.invalidEscape, at: start) }
            output += Array(String(Character(unicode)).utf8)
        }

        mutating func hex4(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail(.unexpectedEnd, at: bytes.count) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw fail(.invalidEscape, at: escapeStart)
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
