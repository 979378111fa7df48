extension RuntimeStringsLoader {
    /// The byte scan of the fast path: entries in file order and values by key, or `nil` at the first thing it
    /// does not accept (the full parser then reads the file and reports it).
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int

        /// Every entry and the values by key, or `nil` when the file is not one the fast path reads.
        mutating func entries() -> ([StringsEntry], [String: String])? {
            var entries: [StringsEntry] = []
            var values: [String: String] = [:]
            // About one entry per 100 bytes in the shipped tables; a guess, so the dictionary grows rarely.
            let guess = bytes.count / 128
            entries.reserveCapacity(guess)
            values.reserveCapacity(guess)
            while true {
                guard skipTrivia() else { return nil }
                guard index < bytes.count else { break }
                guard bytes[index] == UInt8(ascii: "\""), let key = quoted(), !key.isEmpty,
                    skipTrivia(), consume(UInt8(ascii: "=")),
                    skipTrivia(), index < bytes.count, bytes[index] == UInt8(ascii: "\""), let value = quoted(),
                    skipTrivia(), consume(UInt8(ascii: ";"))
                else { return nil }
                // A duplicate key is an error of the full parser.
                guard values.updateValue(value, forKey: key) == nil else { return nil }
                entries.append(StringsEntry(key: key, value: value))
            }
            return (entries, values)
        }

        /// Moves over a byte if it is `byte`.
        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Skips spaces, tabs, line breaks and comments; false at an unterminated `/*` or a lone `/`.
        private mutating func skipTrivia() -> Bool {
            let count = bytes.count
            while index < count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D:
                    index += 1
                case 0x2F where index + 1 < count && bytes[index + 1] == 0x2A:
                    var end = index + 2
                    while true {
                        while end < count, bytes[end] != 0x2A { end += 1 }
                        guard end + 1 < count else { return false }
                        if bytes[end + 1] == 0x2F { break }
                        end += 1
                    }
                    index = end + 2
                case 0x2F where index + 1 < count && bytes[index + 1] == 0x2F:
                    var end = index + 2
                    while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                    index = end
                default:
                    return true
                }
            }
            return true
        }

        /// A quoted string starting at its opening quote; `nil` at a raw control character, an escape the fast
        /// path does not take, or the end of the file.
        private mutating func quoted() -> String? {
            index += 1
            let count = bytes.count
            let start = index
            while index < count {
                let byte = bytes[index]
                if byte == 0x22 {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == 0x5C || byte < 0x20 { break }
                index += 1
            }
            guard index < count, bytes[index] == 0x5C else { return nil }
            var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < count {
                let byte = bytes[index]
                switch byte {
                case 0x22:
                    index += 1
                    return String(decoding: text, as: UTF8.self)
                case 0x5C:
                    guard let scalar = escape() else { return nil }
                    UTF8StringsParser.appendUTF8(scalar, to: &text)
                case 0..<0x20:
                    return nil
                default:
                    text.append(byte)
                    index += 1
                }
            }
            return nil
        }

        /// One escape starting at its backslash, as the full parser reads it; `nil` where it reports an error.
        private mutating func escape() -> Unicode.Scalar? {
            index += 1
            guard index < bytes.count else { return nil }
            let letter = bytes[index]
            index += 1
            switch letter {
            case 0x22, 0x5C: return Unicode.Scalar(letter)
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let unit = hex4() else { return nil }
                switch unit {
                case 0, 0xDC00...0xDFFF:
                    return nil
                case 0xD800...0xDBFF:
                    guard index + 1 < bytes.count, bytes[index] == 0x5C,
                        bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u")
                    else { return nil }
                    index += 2
                    guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00)))
                default:
                    return Unicode.Scalar(unit)
                }
            default:
                return nil
            }
        }

        /// Exactly four hex digits.
        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = UTF8StringsParser.hexValue(bytes[index]) else { return nil }
                value = value << 4 | digit
                index += 1
            }
            return value
        }
    }
}
