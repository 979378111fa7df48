/// Turns byte offsets into lines and columns by walking forward from the last offset asked for, so a whole parse
/// (whose offsets only grow) walks every byte once.
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
            // An offset before the last one: count again from the start.
            cursor = start
            line = 1
            column = 1
        }
        var index = cursor
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        cursor = max(end, start)
        return XMLPosition(line: line, column: column)
    }
}
