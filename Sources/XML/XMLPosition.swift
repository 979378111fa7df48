/// A place in an XML text: the 1-based line and column and the byte offset.
///
/// Lines end at LF, CR LF or a lone CR (XML's end-of-line rule, §2.11); the column counts Unicode
/// scalars from 1, so a tab is one column and `é` is one column. A byte-order mark is not counted.
public struct XMLPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int
    /// The byte offset in the input, from 0.
    public var offset: Int

    /// A position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
