import Core

// The common value's placeholders read from its bytes (issue 20): `%@`, `%d`, `%N$@` and `%N$d` with N = 1…9,
// and `%%`, which both grammars read alike. A value with any other `%` sequence is read by ``FormatString``.
extension Placeholders {
    /// One `%` sequence of the simple forms, where it is in the value.
    struct SimpleToken {
        /// Its byte range in the value's UTF-8.
        var bytes: Range<Int>
        /// The scalar offset of its `%`.
        var offset: Int
        /// Its argument position when numbered (`%N$…`); nil for an ordered one or `%%`.
        var position: Int?
        /// `@` or `d`; nil for `%%`.
        var conversion: UInt8?
    }

    /// The `%` sequences of a value when each of them is one of the simple forms, else nil (and nil when the
    /// value's UTF-8 is not contiguous).
    static func simpleTokens(_ value: String) -> [SimpleToken]? {
        let scanned = value.utf8.withContiguousStorageIfAvailable { bytes -> [SimpleToken]? in
            var tokens: [SimpleToken] = []
            var scalars = 0
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "%") else {
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                    index += 1
                    continue
                }
                guard index + 1 < count else { return nil }
                let next = bytes[index + 1]
                var token = SimpleToken(bytes: index..<index + 2, offset: scalars, position: nil, conversion: nil)
                switch next {
                case UInt8(ascii: "%"): break
                case UInt8(ascii: "@"), UInt8(ascii: "d"): token.conversion = next
                case UInt8(ascii: "1")...UInt8(ascii: "9"):
                    guard index + 3 < count, bytes[index + 2] == UInt8(ascii: "$"),
                        bytes[index + 3] == UInt8(ascii: "@") || bytes[index + 3] == UInt8(ascii: "d")
                    else { return nil }
                    token.bytes = index..<index + 4
                    token.position = Int(next - UInt8(ascii: "0"))
                    token.conversion = bytes[index + 3]
                default: return nil
                }
                tokens.append(token)
                // Every byte of a token is ASCII: one scalar each.
                scalars += token.bytes.count
                index = token.bytes.upperBound
            }
            return tokens
        }
        return scanned ?? nil
    }

    /// Reads the placeholders of a value whose `%` sequences are all simple forms (``simpleTokens(_:)``):
    /// what ``init(readingInGeneral:houseStyle:)`` reads from ``FormatString`` in either grammar.
    mutating func readSimple(_ tokens: [SimpleToken]) {
        var next = 1
        var numbered = false
        for token in tokens {
            guard let conversion = token.conversion else { continue }
            let kind: Kind = conversion == UInt8(ascii: "@") ? .object : .integer
            let position: Int
            if let given = token.position {
                position = given
                numbered = true
            } else {
                position = next
                next += 1
            }
            items.append(Item(
                position: position, kind: kind, numbered: token.position != nil, offset: token.offset,
                length: token.bytes.count))
        }
        // Ordered placeholders alone take the positions 1, 2, 3…: no gap and no position used twice.
        isInvalid = mixesForms || (numbered && (!gaps.isEmpty || !conflictingPositions.isEmpty))
    }

    /// ``removing(from:)`` of a value whose `%` sequences are all simple forms.
    static func removing(_ tokens: [SimpleToken], from value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var start = 0
        let utf8 = Array(value.utf8)
        for token in tokens {
            bytes += utf8[start..<token.bytes.lowerBound]
            if token.conversion == nil { bytes.append(UInt8(ascii: "%")) }
            start = token.bytes.upperBound
        }
        bytes += utf8[start...]
        return String(decoding: bytes, as: UTF8.self)
    }
}
