/// The start of every line of a text, so the line and column of many byte offsets cost a binary
/// search and a walk along one line, not a walk from the start of the text each time.
///
/// Lines end at LF, CR LF or a lone CR; columns count Unicode scalars, from 1 (as
/// ``Core/SourcePosition`` does).
struct SourceLines: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int]

    /// Indexes UTF-8 `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The 1-based line and column of the byte at `offset` (an offset past the end is the end).
    func position(of offset: Int) -> (line: Int, column: Int) {
        let target = min(max(offset, 0), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        while index < target {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80, byte != 0x0D { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The offset of the opening quote of the member name written before the value at
    /// `valueOffset` (`"key" : value`), or nil when the bytes there are not that.
    func keyOffset(beforeValueAt valueOffset: Int) -> Int? {
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
