/// The line and column reached after some bytes of UTF-8 text, counted the way ``JSONText/location(of:in:)``
/// counts them, a piece at a time: lines end at LF, CR LF or a lone CR; columns count Unicode scalars.
struct LineCounter {
    private var line = 1
    private var column = 1
    /// A CR was the last byte: whether it ends a line depends on the byte after it (CR LF ends one line).
    private var pendingCR = false

    /// Moves past `bytes`.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        var line = self.line
        var column = self.column
        var pendingCR = self.pendingCR
        for byte in bytes {
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

    /// The position of the byte reached, which is `next` (nil at the end of the input).
    func position(next: UInt8?) -> SourcePosition {
        guard pendingCR, next != 0x0A else { return SourcePosition(line: line, column: column) }
        return SourcePosition(line: line + 1, column: 1)
    }
}
