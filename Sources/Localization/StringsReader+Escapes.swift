// Escapes inside quoted strings, as CF's `getSlashedChar` reads them.
extension StringsReader {
    /// Parses one escape starting at its backslash. The result is a Unicode scalar value, or a
    /// UTF-16 surrogate (0xD800–0xDFFF) written with `\U`, which the caller pairs.
    ///
    /// `\a \b \f \n \r \t \v` are the C control characters; `\NNN` is one to three octal
    /// digits, a byte (modulo 256) in the NeXTSTEP encoding (`\101` is `A`, `\351` is `Ø`; the bytes
    /// 0xFE and 0xFF, which NeXTSTEP leaves undefined, give U+0000 as in CF); `\U` takes one to four
    /// hex digits (none gives U+0000); any other character, a line break included, stands for itself.
    /// Every escape but `\" \\ \n \t` and `\U` with four digits is noted as outside the house style.
    mutating func parseEscape(
        quote: Unicode.Scalar, opening: TextPosition, back: (Int, Int, Int)
    ) throws(Failure) -> UInt32 {
        let backslash = position
        advance()
        guard let letter = current else {
            if !rewoundKinds.contains(quote) {
                rewoundKinds.insert(quote)
                rewind = back
            }
            throw failure(
                "unterminated string: the quote opened here is never closed; add the closing \(quote)",
                at: opening)
        }
        switch letter {
        case "\"", "\\", "n", "t", "U": break
        default: try note(.escape(letter), at: position)
        }
        advance()
        switch letter {
        case "0"..."7":
            var byte = letter.value - 0x30
            for _ in 0..<2 {
                guard let digit = current, ("0"..."7").contains(digit) else { break }
                byte = ((byte << 3) + digit.value - 0x30) & 0xFF
                advance()
            }
            return byte < 0x80 ? byte : UInt32(Self.nextStep[Int(byte) - 0x80])
        case "U":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = current, let nibble = Self.hexValue(digit) else {
                    try note(.shortHex, at: position)
                    return value
                }
                value = value << 4 | nibble
                advance()
            }
            if value == 0 { try note(.nulEscape, at: backslash) }
            return value
        case "a": return 0x07
        case "b": return 0x08
        case "f": return 0x0C
        case "n": return 0x0A
        case "r": return 0x0D
        case "t": return 0x09
        case "v": return 0x0B
        default: return letter.value
        }
    }

    /// The NeXTSTEP encoding's bytes 0x80–0xFF as Unicode scalar values (0 where it has none).
    static let nextStep: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,  // 0x80
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,  // 0x88
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,  // 0x90
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,  // 0x98
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,  // 0xA0
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,  // 0xA8
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,  // 0xB0
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,  // 0xB8
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,  // 0xC0
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,  // 0xC8
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,  // 0xD0
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,  // 0xD8
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,  // 0xE0
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,  // 0xE8
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,  // 0xF0
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,  // 0xF8
    ]
}
