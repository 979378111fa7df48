// The lexical layer of the element-tree decoder: bytes to JSON tokens, without recursion.
//
// The scanner knows byte offsets, not JSON paths; its failures carry an offset, and
// `ElementTreeParser` adds the path and turns the offset into a line and column.

/// A problem found while scanning, at a byte offset of the input.
struct ScanFailure: Error {
    var kind: ElementTreeError.Kind
    var offset: Int
    var message: String
}

/// The JSON type a value starts with, for "expected …, found …" messages.
enum JSONValueKind {
    case object, array, string, number, boolean, null

    /// The type with its article: "an object", "a number".
    var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }
}

/// Reads JSON tokens from UTF-8 bytes, checking the encoding as it goes.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxStringBytes: Int
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxStringBytes: Int) {
        self.bytes = bytes
        self.maxStringBytes = maxStringBytes
    }

    // MARK: - Looking

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the position, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The kind of value starting at the position, or nil when no value can start there.
    var valueKind: JSONValueKind? {
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return nil
        }
    }

    /// A failure at the position: "unexpected X" where something else was `expected`.
    func unexpected(_ expected: String) -> ScanFailure {
        if let problem = SourceText.encodingProblem(in: bytes, at: position) { return problem }
        let found = isAtEnd ? "the end of the input" : SourceText.describeCharacter(in: bytes, at: position)
        return ScanFailure(kind: .syntax, offset: position, message: "expected \(expected), found \(found)")
    }

    /// Consumes `byte` or fails with "expected `what`".
    mutating func consume(_ byte: UInt8, _ what: String) throws(ScanFailure) {
        guard current == byte else { throw unexpected(what) }
        position += 1
    }

    // MARK: - Scalars

    /// Reads the string at the position (which holds `"`); returns it when `keep`, else nil.
    mutating func scanString(keep: Bool) throws(ScanFailure) -> String? {
        let start = position
        position += 1
        let contentStart = position
        var decoded: [UInt8] = []
        var hasEscapes = false
        var length = 0
        while true {
            guard position < bytes.count else {
                throw ScanFailure(kind: .syntax, offset: start, message: "unterminated string")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard keep else { return nil }
                if hasEscapes { return String(decoding: decoded, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes, keep {
                    decoded.append(contentsOf: bytes[contentStart..<position])
                }
                hasEscapes = true
                let scalar = try scanEscape()
                length += UTF8.width(scalar)
                if keep { SourceText.appendUTF8(scalar, to: &decoded) }
            } else if byte < 0x20 {
                if byte == 0, let problem = SourceText.encodingProblem(in: bytes, at: position) { throw problem }
                throw ScanFailure(
                    kind: .syntax, offset: position,
                    message: "control character U+\(SourceText.hex4(UInt32(byte))) in a string; write it as an escape such as \\n or \\u00XX")
            } else if byte < 0x80 {
                if hasEscapes, keep { decoded.append(byte) }
                position += 1
                length += 1
            } else {
                let width = SourceText.sequenceWidth(bytes, at: position)
                guard width > 0 else { throw SourceText.invalidUTF8(bytes, at: position) }
                if hasEscapes, keep { decoded.append(contentsOf: bytes[position..<position + width]) }
                position += width
                length += width
            }
            if length > maxStringBytes {
                throw ScanFailure(
                    kind: .limitExceeded(.stringLength), offset: start,
                    message: "string longer than the limit of \(maxStringBytes) bytes of UTF-8 (1 MiB per string)")
            }
        }
    }

    /// Reads one escape sequence (the position holds `\`) and returns the scalar it stands for.
    private mutating func scanEscape() throws(ScanFailure) -> Unicode.Scalar {
        let start = position
        guard position + 1 < bytes.count else {
            throw ScanFailure(kind: .syntax, offset: start, message: "unterminated string")
        }
        let letter = bytes[position + 1]
        position += 2
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            return Unicode.Scalar(simple)
        }
        guard letter == UInt8(ascii: "u") else {
            throw ScanFailure(
                kind: .syntax, offset: start,
                message: "invalid escape \\\(SourceText.describeCharacter(in: bytes, at: start + 1, quoted: false)) in a string")
        }
        var scalarValue = try scanHex4(escapeStart: start)
        switch scalarValue {
        case 0:
            throw ScanFailure(
                kind: .invalidEncoding, offset: start, message: "NUL character (\\u0000) is not allowed in a string")
        case 0xDC00...0xDFFF:
            throw ScanFailure(
                kind: .syntax, offset: start,
                message: "lone low surrogate \\u\(SourceText.hex4(scalarValue)) without a high surrogate before it")
        case 0xD800...0xDBFF:
            let high = scalarValue
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw ScanFailure(
                    kind: .syntax, offset: start,
                    message: "lone high surrogate \\u\(SourceText.hex4(high)); it must be followed by a low surrogate escape \\uDC00-\\uDFFF")
            }
            let lowStart = position
            position += 2
            let low = try scanHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw ScanFailure(
                    kind: .syntax, offset: start,
                    message: "lone high surrogate \\u\(SourceText.hex4(high)); it is followed by \\u\(SourceText.hex4(low)), not a low surrogate")
            }
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        default:
            break
        }
        // Surrogates are handled above, so every remaining value is a scalar.
        return Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    }

    /// Reads the four hex digits after `\u`.
    private mutating func scanHex4(escapeStart: Int) throws(ScanFailure) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = SourceText.hexValue(bytes[position]) else {
                throw ScanFailure(
                    kind: .syntax, offset: escapeStart, message: "invalid \\u escape: it needs four hex digits")
            }
            result = result << 4 | UInt32(digit)
            position += 1
        }
        return result
    }

    /// Reads `true`, `false` or `null`; returns the Boolean, or nil for `null`.
    mutating func scanLiteral() throws(ScanFailure) -> Bool? {
        if matches("true") {
            position += 4
            return true
        }
        if matches("false") {
            position += 5
            return false
        }
        if matches("null") {
            position += 4
            return nil
        }
        throw unexpected("a JSON value")
    }

    private func matches(_ word: String) -> Bool {
        var index = position
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Reads a number (RFC 8259 grammar); its value is not needed.
    mutating func scanNumber() throws(ScanFailure) {
        let start = position
        func digits(_ scanner: inout JSONScanner) -> Int {
            var count = 0
            while let byte = scanner.current, (0x30...0x39).contains(byte) {
                scanner.position += 1
                count += 1
            }
            return count
        }
        let invalid = ScanFailure(kind: .syntax, offset: start, message: "invalid number")
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw invalid
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw invalid }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw invalid }
        }
    }
}
