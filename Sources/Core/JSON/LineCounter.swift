/// The line and column reached after some bytes of UTF-8 text (``SourcePosition``), counted a piece at a time: lines end at LF, CR LF or a lone CR; columns count Unicode scalars.
struct LineCounter {
    private var line = 1
    private var column = 1
    /// A CR was the last byte: whether it ends a line depends on the byte after it (CR LF ends one line).
    private var pendingCR = false

    /// Moves past `bytes`: eight at a time while none of them ends a line (only their scalars are counted), else
    /// one by one.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var line = self.line
        var column = self.column
        var pendingCR = self.pendingCR
        let count = bytes.count
        var index = 0
        while index < count {
            if !pendingCR {
                while index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if Self.hasLineEnd(word) { break }
                    column &+= 8 &- Self.continuationBytes(word)
                    index += 8
                }
                if index >= count { break }
            }
            let byte = base[index]
            index += 1
            if pendingCR {
                pendingCR = false
                line += 1
                column = 1
                if byte == 0x0A { continue }
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                pendingCR = true
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
        self.pendingCR = pendingCR
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether one of the eight bytes is LF or CR.
    private static func hasLineEnd(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        return hasZeroByte(word ^ (ones &* 0x0A)) || hasZeroByte(word ^ (ones &* 0x0D))
    }

    /// How many of the eight bytes are UTF-8 continuation bytes (`10xxxxxx`).
    private static func continuationBytes(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highBits).nonzeroBitCount
    }

    /// The position of the byte reached, which is `next` (nil at the end of the input).
    func position(next: UInt8?) -> SourcePosition {
        guard pendingCR, next != 0x0A else { return SourcePosition(line: line, column: column) }
        return SourcePosition(line: line + 1, column: 1)
    }
}
