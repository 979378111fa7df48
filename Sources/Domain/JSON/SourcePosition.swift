/// A line and column in a text file, both from 1; the column counts characters (Unicode scalars).
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column in characters, from 1.
    public let column: Int

    /// A position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in UTF-8 `bytes` (an offset past the end is the end).
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(max(0, offset), bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
