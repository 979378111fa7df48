// Facts about the raw input bytes: encoding checks, positions and characters for messages.

/// Helpers over the raw UTF-8 bytes of a JSON document: encoding checks, positions, characters for
/// messages.
public enum JSONText {
    /// The length of a UTF-8 byte-order mark at the start of `bytes`, 0 when there is none.
    public static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// A failure when the input starts with a UTF-16 or UTF-32 byte-order mark, else nil.
    public static func foreignByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONError? {
        guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        else { return nil }
        return JSONError(
            kind: .invalidEncoding, offset: 0,
            message: "the input starts with a UTF-16 or UTF-32 byte-order mark; it must be UTF-8")
    }

    /// A failure when the byte at `index` is NUL or does not start a valid UTF-8 sequence (overlong
    /// forms, surrogates and values above U+10FFFF are not valid), else nil.
    @inlinable
    public static func encodingProblem(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> JSONError? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte == 0 {
            return JSONError(
                kind: .invalidEncoding, offset: index,
                message: "NUL byte; the input must be UTF-8 text (is it UTF-16 without a byte-order mark?)")
        }
        guard byte >= 0x80, sequenceWidth(bytes, at: index) == 0 else { return nil }
        return invalidUTF8(bytes, at: index)
    }

    /// The failure for bytes at `index` that are not UTF-8.
    @inlinable
    public static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> JSONError {
        JSONError(
            kind: .invalidEncoding, offset: index,
            message: "invalid UTF-8 (byte \(hex(bytes[index]))); the input must be UTF-8")
    }

    /// The length of the valid UTF-8 sequence of two to four bytes at `index`, or 0 when the bytes
    /// there are not one.
    @inlinable
    public static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let width: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0: width = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED: width = 3; secondRange = 0x80...0x9F
        case 0xF0: width = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: width = 4
        case 0xF4: width = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + width <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<width where !(0x80...0xBF).contains(bytes[index + offset]) {
            return 0
        }
        return width
    }

    // MARK: - Characters for messages

    /// The character at `index` for a message: `'x'` (or `x` when not `quoted`) for printable ASCII,
    /// `'é' (U+00E9)` for other printable scalars, `U+0007` for controls.
    @inlinable
    public static func describeCharacter(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, quoted: Bool = true)
        -> String
    {
        guard index < bytes.count else { return "the end of the input" }
        let lead = bytes[index]
        var scalar = Unicode.Scalar(lead)
        if lead >= 0x80 {
            let width = sequenceWidth(bytes, at: index)
            guard width > 0 else { return "byte \(hex(lead))" }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + width]), as: UTF8.self)
            scalar = text.unicodeScalars.first ?? scalar
        }
        let code = "U+" + hex4(scalar.value)
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
            return code
        }
        let shown = quoted ? "'\(Character(scalar))'" : String(Character(scalar))
        return scalar.isASCII ? shown : "\(shown) (\(code))"
    }

    /// The character at `index` as written (one scalar; `\u{FFFD}` for bytes that are not UTF-8),
    /// empty at the end.
    public static func character(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        guard index < bytes.count else { return "" }
        let width = bytes[index] < 0x80 ? 1 : max(1, sequenceWidth(bytes, at: index))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + width]), as: UTF8.self)
    }

    /// A byte as `0xE9`.
    @inlinable
    public static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    /// A code point as at least four upper-case hex digits: `00E9`, `1F600`.
    @inlinable
    public static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The value of one hex digit, or nil.
    @inlinable
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Appends the UTF-8 encoding of `scalar`.
    @inlinable
    public static func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            buffer.append(UInt8(value))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | value >> 6))
            buffer.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | value >> 12))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | value >> 18))
            buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
