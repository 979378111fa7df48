// The one UTF-8 check of the strings readers: the house parser's byte path (``StringsDocument``) and the
// lookup reader (``RuntimeStringsLoader``) both ask it whether a file can be read on its bytes.
extension StringsDecoder {
    /// Where the text starts (3 after a UTF-8 byte-order mark, else 0) when the file is what
    /// ``decode(_:file:unmarkedUTF16:)`` reads as UTF-8 without an error: at most ``byteLimit`` bytes,
    /// no UTF-16 byte-order mark, valid UTF-8 without NUL bytes; nil for any other file.
    static func validUTF8Start(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { validUTF8Start($0) }
    }

    /// ``validUTF8Start(_:)-([UInt8])`` of bytes in memory.
    static func validUTF8Start(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard count <= byteLimit else { return nil }
        if count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return nil
        }
        let start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        return isValidUTF8WithoutNUL(bytes, from: start) ? start : nil
    }

    /// Whether the bytes from `start` are well-formed UTF-8 (no overlong forms, surrogates or values
    /// past U+10FFFF, the sequences the decoder rejects) without a NUL byte.
    ///
    /// ASCII is checked eight bytes at a time: a word with no high bit and no zero byte is skipped
    /// whole, and in any other word the plain bytes before the first that is not are skipped.
    static func isValidUTF8WithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = max(start, 0)
        while index < count {
            if index + 8 <= count {
                // A byte's high bit, or the borrow of a zero byte minus one: below the lowest flagged byte no
                // byte is zero, so no borrow reaches it and that flag is exact.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flags = (word & high) | ((word &- ones) & ~word & high)
                if flags == 0 {
                    index += 8
                    continue
                }
                index += flags.trailingZeroBitCount >> 3
            }
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != 0 else { return false }
                index += 1
                continue
            }
            func continues(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                index + offset < count && range.contains(bytes[index + offset])
            }
            switch lead {
            case 0xC2...0xDF:
                guard continues(1) else { return false }
                index += 2
            case 0xE0...0xEF:
                let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard continues(1, second), continues(2) else { return false }
                index += 3
            case 0xF0...0xF4:
                let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard continues(1, second), continues(2), continues(3) else { return false }
                index += 4
            default:
                return false
            }
        }
        return true
    }
}
