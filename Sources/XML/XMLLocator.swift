/// Turns byte offsets into lines and columns by walking forward from the last offset asked for, so
/// a whole parse (whose offsets only grow) walks every byte once.
struct XMLLocator {
    private var cursor: Int
    private var line = 1
    private var column = 1
    private let start: Int

    /// Starts counting at `start` (past a byte-order mark).
    init(start: Int) {
        self.start = start
        cursor = start
    }

    /// The position of the byte at `offset` of `bytes`.
    mutating func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLPosition {
        if offset < cursor {
            // Offsets asked for out of order (never by the reader): count again from the start.
            cursor = start
            line = 1
            column = 1
        }
        var index = cursor
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte > 0x0D {
                if byte & 0xC0 != 0x80 { column += 1 }
            } else if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // CR LF is one line end (counted at the LF); a lone CR ends a line itself.
                if index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else {
                column += 1
            }
            index += 1
        }
        cursor = max(end, start)
        return XMLPosition(line: line, column: column, offset: offset)
    }
}
