/// The character classes of XML 1.0 (fifth edition): `Char` (§2.2), `S` (§2.3), `NameStartChar`
/// and `NameChar` (§2.3), and the UTF-8 check of the whole input.
enum XMLCharacters {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let hyphen = UInt8(ascii: "-")
    static let closingBracket = UInt8(ascii: "]")
    static let openingBracket = UInt8(ascii: "[")
    static let percent = UInt8(ascii: "%")
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// `S`: space, tab, CR, LF.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether an ASCII byte may start a name: a letter, `_` or `:`.
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return (folded >= 0x61 && folded <= 0x7A) || byte == 0x5F || byte == 0x3A
    }

    /// Whether an ASCII byte may continue a name: a name start, a digit, `-` or `.`.
    @inline(__always)
    static func isASCIINameCharacter(_ byte: UInt8) -> Bool {
        isASCIINameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// `NameStartChar` for a code point at or above U+0080.
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            true
        default:
            false
        }
    }

    /// `NameChar` for a code point at or above U+0080.
    static func isNameCharacter(_ value: UInt32) -> Bool {
        isNameStart(value) || value == 0xB7 || (0x300...0x36F).contains(value) || (0x203F...0x2040).contains(value)
    }

    /// `Char`: whether a code point may appear in an XML document at all.
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The code point whose UTF-8 form starts at `index` (the input is already checked) and its length.
    @inline(__always)
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return (
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4
        )
    }

    /// The offset and class of the first byte that is not UTF-8 or not an XML `Char`, from `start`.
    static func firstInvalidCharacter(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (offset: Int, kind: XMLError.Kind)? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead >= 0x20 && lead < 0x80 {
                index += 1
                continue
            }
            if lead < 0x20 {
                if lead == 0x09 || lead == 0x0A || lead == 0x0D {
                    index += 1
                    continue
                }
                return (index, lead == 0 ? .nulCharacter : .invalidCharacter(UInt32(lead)))
            }
            // A multi-byte sequence (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF).
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return (index, .invalidUTF8)
            }
            guard index + length <= count else { return (index, .invalidUTF8) }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return (index, .invalidUTF8) }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return (index, .invalidUTF8)
            }
            if lead == 0xEF && second == 0xBF && bytes[index + 2] >= 0xBE {
                return (index, .invalidCharacter(bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF))
            }
            index += length
        }
        return nil
    }
}
