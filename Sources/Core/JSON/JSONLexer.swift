// The lexical layer of ``JSONStream``: one token at a time from the bytes of its window, checking the
// encoding as it goes. The stream places its errors in the input and adds the grammar around the tokens.

/// Reads one JSON token from UTF-8 bytes, checking the encoding as it goes.
///
/// Strings without escapes are copied whole; nothing recurses. The caller owns the buffer for the
/// lexer's lifetime.
struct JSONLexer {
    /// The input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The longest string allowed, in UTF-8 bytes after escapes are decoded.
    let maxStringBytes: Int
    /// The byte offset of the next token.
    var position = 0

    /// A lexer at the start of `bytes` (call ``skipByteOrderMark()`` to start after a BOM).
    init(bytes: UnsafeBufferPointer<UInt8>, maxStringBytes: Int) {
        self.bytes = bytes
        self.maxStringBytes = maxStringBytes
    }

    // MARK: - Looking

    /// Whether the whole input has been read.
    private var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the position, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The kind of value starting at the position, or nil when no value can start there.
    var valueKind: JSONKind? {
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: return nil
        }
    }

    /// A failure at the position: "unexpected X" where something else was `expected`.
    func unexpected(_ expected: String) -> JSONError {
        if let problem = JSONText.encodingProblem(in: bytes, at: position) { return problem }
        guard !isAtEnd else {
            return JSONError(
                kind: .unexpectedEnd, offset: position, message: "expected \(expected), found the end of the input")
        }
        let found = JSONText.describeCharacter(in: bytes, at: position)
        return JSONError(
            kind: .unexpectedCharacter(JSONText.character(in: bytes, at: position)), offset: position,
            message: "expected \(expected), found \(found)")
    }

    /// Consumes `byte` or fails with "expected `what`".
    mutating func consume(_ byte: UInt8, _ what: String) throws(JSONError) {
        guard current == byte else { throw unexpected(what) }
        position += 1
    }

    // MARK: - Scalars

    /// Reads the string at the position (which holds `"`); returns it when `keep`, else nil.
    mutating func scanString(keep: Bool) throws(JSONError) -> String? {
        let start = position
        position += 1
        let contentStart = position
        var decoded: [UInt8] = []
        var hasEscapes = false
        var length = 0
        while true {
            // Eight plain bytes (ASCII, no quote, backslash or control character) at a time, while nothing is
            // being decoded.
            if !(hasEscapes && keep), let base = bytes.baseAddress {
                while position + 8 <= bytes.count,
                    Self.isPlain(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                {
                    position += 8
                    length += 8
                }
                if length > maxStringBytes {
                    throw JSONError(
                        kind: .limitExceeded(.stringLength), offset: start,
                        message: "string longer than the limit of \(maxStringBytes) bytes of UTF-8 (1 MiB per string)")
                }
            }
            guard position < bytes.count else {
                throw JSONError(kind: .unexpectedEnd, offset: start, message: "unterminated string")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard keep else { return nil }
                if hasEscapes { return String(decoding: decoded, as: UTF8.self) }
                return String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes, keep {
                    decoded.append(contentsOf: bytes[contentStart..<position])
                }
                hasEscapes = true
                let scalar = try scanEscape()
                length += UTF8.width(scalar)
                if keep { JSONText.appendUTF8(scalar, to: &decoded) }
            } else if byte < 0x20 {
                if byte == 0, let problem = JSONText.encodingProblem(in: bytes, at: position) { throw problem }
                throw JSONError(
                    kind: .controlCharacter, offset: position,
                    message:
                        "control character U+\(JSONText.hex4(UInt32(byte))) in a string; write it as an escape such as \\n or \\u00XX"
                )
            } else if byte < 0x80 {
                if hasEscapes, keep { decoded.append(byte) }
                position += 1
                length += 1
            } else {
                let width = JSONText.sequenceWidth(bytes, at: position)
                guard width > 0 else { throw JSONText.invalidUTF8(bytes, at: position) }
                if hasEscapes, keep { decoded.append(contentsOf: bytes[position..<position + width]) }
                position += width
                length += width
            }
            if length > maxStringBytes {
                throw JSONError(
                    kind: .limitExceeded(.stringLength), offset: start,
                    message: "string longer than the limit of \(maxStringBytes) bytes of UTF-8 (1 MiB per string)")
            }
        }
    }

    /// Whether none of the eight bytes of `word` ends or escapes a string or needs a check: each is ASCII and not
    /// `"`, `\\` or a control character (the classic zero-byte tests, exact for "any byte").
    static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let special =
            ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
        return (special | word) & highs == 0
    }

    /// Reads one escape sequence (the position holds `\`) and returns the scalar it stands for.
    mutating func scanEscape() throws(JSONError) -> Unicode.Scalar {
        let start = position
        guard position + 1 < bytes.count else {
            throw JSONError(kind: .unexpectedEnd, offset: start, message: "unterminated string")
        }
        let letter = bytes[position + 1]
        position += 2
        let simple: UInt8? =
            switch letter {
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
            throw JSONError(
                kind: .invalidEscape, offset: start,
                message:
                    "invalid escape \\\(JSONText.describeCharacter(in: bytes, at: start + 1, quoted: false)) in a string"
            )
        }
        var scalarValue = try scanHex4(escapeStart: start)
        switch scalarValue {
        case 0:
            throw JSONError(
                kind: .invalidEncoding, offset: start, message: "NUL character (\\u0000) is not allowed in a string")
        case 0xDC00...0xDFFF:
            throw JSONError(
                kind: .invalidEscape, offset: start,
                message: "lone low surrogate \\u\(JSONText.hex4(scalarValue)) without a high surrogate before it")
        case 0xD800...0xDBFF:
            let high = scalarValue
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw JSONError(
                    kind: .invalidEscape, offset: start,
                    message:
                        "lone high surrogate \\u\(JSONText.hex4(high)); it must be followed by a low surrogate escape \\uDC00-\\uDFFF"
                )
            }
            let lowStart = position
            position += 2
            let low = try scanHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONError(
                    kind: .invalidEscape, offset: start,
                    message:
                        "lone high surrogate \\u\(JSONText.hex4(high)); it is followed by \\u\(JSONText.hex4(low)), not a low surrogate"
                )
            }
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        default:
            break
        }
        // Surrogates are handled above, so every remaining value is a scalar.
        return Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    }

    /// Reads the four hex digits after `\u`.
    mutating func scanHex4(escapeStart: Int) throws(JSONError) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = JSONText.hexValue(bytes[position]) else {
                throw JSONError(
                    kind: .invalidEscape, offset: escapeStart, message: "invalid \\u escape: it needs four hex digits")
            }
            result = result << 4 | UInt32(digit)
            position += 1
        }
        return result
    }

    /// Reads `true`, `false` or `null`; returns the Boolean, or nil for `null`.
    mutating func scanLiteral() throws(JSONError) -> Bool? {
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

    func matches(_ word: String) -> Bool {
        var index = position
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Reads a number (RFC 8259 grammar) without computing its value; returns whether it is written
    /// as an integer (no fraction, no exponent).
    @discardableResult
    mutating func scanNumber() throws(JSONError) -> Bool {
        let start = position
        func digits(_ scanner: inout JSONLexer) -> Int {
            var count = 0
            while let byte = scanner.current, (0x30...0x39).contains(byte) {
                scanner.position += 1
                count += 1
            }
            return count
        }
        let invalid = JSONError(kind: .invalidNumber, offset: start, message: "invalid number")
        var isInteger = true
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw invalid
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard digits(&self) > 0 else { throw invalid }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw invalid }
        }
        return isInteger
    }

    /// Reads a number and its value: ``JSONValue/integer(_:)`` when written as an integer that fits
    /// 64 bits, else ``JSONValue/double(_:)``; a number too large for a `Double` is invalid.
    mutating func scanNumberValue() throws(JSONError) -> JSONValue {
        let start = position
        let isInteger = try scanNumber()
        if isInteger, position - start <= 18 {
            var index = start
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var value: Int64 = 0
            while index < position {
                value = value &* 10 &+ Int64(bytes[index] &- 0x30)
                index += 1
            }
            return .integer(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else {
            throw JSONError(kind: .invalidNumber, offset: start, message: "number out of range")
        }
        return .double(double)
    }

    /// Skips a UTF-8 byte-order mark at the start, or fails on a UTF-16/UTF-32 one.
    mutating func skipByteOrderMark() throws(JSONError) {
        if let problem = JSONText.foreignByteOrderMark(bytes) { throw problem }
        if position == 0 { position = JSONText.byteOrderMarkLength(bytes) }
    }

    /// Fails when a `]` or `}` follows a comma directly.
    mutating func rejectTrailingComma() throws(JSONError) {
        if current == UInt8(ascii: "]") || current == UInt8(ascii: "}") {
            throw JSONError(
                kind: .unexpectedCharacter(current == UInt8(ascii: "]") ? "]" : "}"), offset: position,
                message: "trailing comma: a value must follow ','")
        }
    }
}
