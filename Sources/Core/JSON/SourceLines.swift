/// The start of every line of a text, so the line and column of many byte offsets cost a binary
/// search and a walk of at most ``checkpointStride`` bytes, not a walk from the start of the text (or of
/// a long line: a minified file is one line) each time. Building it is linear in the text.
///
/// Lines end at LF, CR LF or a lone CR; columns count Unicode scalars, from 1 (as
/// ``SourcePosition`` does).
public struct SourceLines: Sendable {
    /// Every this many bytes the column is written down, so no lookup walks further.
    public static let checkpointStride = 256

    private let bytes: [UInt8]
    private let starts: [Int]
    /// The column of the byte at every multiple of ``checkpointStride`` (and of the end).
    private let checkpoints: [Int]

    /// Indexes UTF-8 `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var column = 1
        var index = 0
        while index < bytes.count {
            if index % Self.checkpointStride == 0 { checkpoints.append(column) }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
                column = 1
            } else if byte & 0xC0 != 0x80, byte != 0x0D {
                column += 1
            }
            index += 1
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(column) }
        self.starts = starts
        self.checkpoints = checkpoints
    }

    /// The 1-based line and column of the byte at `offset` (an offset past the end is the end).
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let target = min(max(offset, 0), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        let checkpoint = target / Self.checkpointStride
        if checkpoint * Self.checkpointStride > index {
            index = checkpoint * Self.checkpointStride
            column = checkpoints[checkpoint]
        }
        while index < target {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80, byte != 0x0D { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The offset of the opening quote of the member name written before the value at
    /// `valueOffset` (`"key" : value`), or nil when the bytes there are not that.
    public func keyOffset(beforeValueAt valueOffset: Int) -> Int? {
        var index = min(valueOffset, bytes.count) - 1
        func skipWhitespace() {
            while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
        }
        skipWhitespace()
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index -= 1
        skipWhitespace()
        guard index >= 0, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index -= 1
        // Inside a JSON string a quote is always escaped, so the first quote not preceded by an odd
        // number of backslashes opens the key.
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                var before = index - 1
                while before >= 0, bytes[before] == UInt8(ascii: "\\") {
                    backslashes += 1
                    before -= 1
                }
                if backslashes % 2 == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
