/// A line and column in a text file, both from 1; the column counts Unicode scalars. Lines end at
/// LF, CR LF or a lone CR.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column in Unicode scalars, from 1.
    public let column: Int

    /// A position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in UTF-8 `bytes` (an offset past the end is the end).
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var counter = LineCounter()
        counter.advance(over: UnsafeBufferPointer(rebasing: bytes[0..<end]))
        self = counter.position(next: end < bytes.count ? bytes[end] : nil)
    }

    /// The position of the byte at `offset` in UTF-8 `bytes` (an offset past the end is the end).
    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { SourcePosition(offset: offset, in: $0) }
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
