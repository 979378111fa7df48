extension XMLReader {
    // MARK: - Character data (§2.4)

    /// Character data from `index` to the next `<`.
    mutating func text(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent {
        let start = index
        let textPosition = position(start, b)
        // Fast path: no reference and no CR, so the bytes are the text.
        while index < limit {
            let byte = b[index]
            if byte == XMLCharacters.lessThan { break }
            if byte == XMLCharacters.ampersand || byte == XMLCharacters.carriageReturn { break }
            if byte == XMLCharacters.closingBracket { try checkCDATAEnd(b) }
            index += 1
        }
        if index >= limit || b[index] == XMLCharacters.lessThan {
            return XMLEvent(kind: .text(string(start, index, b)), position: textPosition)
        }
        var value = Array(UnsafeBufferPointer(rebasing: b[start..<index]))
        while index < limit {
            let byte = b[index]
            switch byte {
            case XMLCharacters.lessThan:
                return XMLEvent(kind: .text(String(decoding: value, as: UTF8.self)), position: textPosition)
            case XMLCharacters.ampersand:
                try reference(into: &value, b)
            case XMLCharacters.carriageReturn:
                value.append(XMLCharacters.lineFeed)
                index += peek(index + 1, b) == XMLCharacters.lineFeed ? 2 : 1
            case XMLCharacters.closingBracket:
                try checkCDATAEnd(b)
                value.append(byte)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
        return XMLEvent(kind: .text(String(decoding: value, as: UTF8.self)), position: textPosition)
    }

    /// Fails on `]]>` at `index`, which character data may not hold.
    @inline(__always)
    private mutating func checkCDATAEnd(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        if peek(index + 1, b) == XMLCharacters.closingBracket, peek(index + 2, b) == XMLCharacters.greaterThan {
            throw error(.cdataEndInText, at: index, b)
        }
    }

    // MARK: - References (§4.1)

    /// `&name;`, `&#N;` or `&#xH;` at `index`, its character appended to `value` as UTF-8.
    mutating func reference(into value: inout [UInt8], _ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        let start = index
        index += 1
        if peek(index, b) == XMLCharacters.hash {
            index += 1
            let digitsStart = index
            while index < limit, Self.isASCIIAlphanumeric(b[index]) { index += 1 }
            let digitsEnd = index
            guard peek(index, b) == XMLCharacters.semicolon, digitsEnd > digitsStart else {
                throw fail(.malformedReference, at: index >= limit ? index : start, b)
            }
            index += 1
            let text = string(digitsStart, digitsEnd, b)
            guard let scalar = Self.characterReference(text) else {
                throw error(.invalidCharacterReference(text), at: start, b)
            }
            Self.appendUTF8(scalar, to: &value)
            return
        }
        let nameStart = index
        guard skipName(b) else { throw fail(.malformedReference, at: index >= limit ? index : start, b) }
        let nameEnd = index
        guard peek(index, b) == XMLCharacters.semicolon else {
            throw fail(.malformedReference, at: index >= limit ? index : start, b)
        }
        index += 1
        let name = UnsafeBufferPointer(rebasing: b[nameStart..<nameEnd])
        switch name.count {
        case 2 where name[1] == UInt8(ascii: "t") && name[0] == UInt8(ascii: "l"): value.append(XMLCharacters.lessThan)
        case 2 where name[1] == UInt8(ascii: "t") && name[0] == UInt8(ascii: "g"): value.append(XMLCharacters.greaterThan)
        case 3 where name.elementsEqual("amp".utf8): value.append(XMLCharacters.ampersand)
        case 4 where name.elementsEqual("apos".utf8): value.append(XMLCharacters.apostrophe)
        case 4 where name.elementsEqual("quot".utf8): value.append(XMLCharacters.quote)
        default: throw error(.undeclaredEntity(string(nameStart, nameEnd, b)), at: start, b)
        }
    }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// The code point of a character reference's text (`38`, `x26`), when it is an XML `Char`.
    static func characterReference(_ text: String) -> UInt32? {
        var digits = Substring(text)
        var radix: UInt32 = 10
        if digits.first == "x" {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for character in digits.unicodeScalars {
            guard let digit = Self.digit(character, radix: radix) else { return nil }
            value = value * radix + digit
            if value > 0x10FFFF { return nil }
        }
        return XMLCharacters.isCharacter(value) ? value : nil
    }

    private static func digit(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return value - 0x30 }
        guard radix == 16 else { return nil }
        if value >= 0x61 && value <= 0x66 { return value - 0x61 + 10 }
        if value >= 0x41 && value <= 0x46 { return value - 0x41 + 10 }
        return nil
    }

    /// Appends the UTF-8 form of `value` (a valid code point).
    static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
