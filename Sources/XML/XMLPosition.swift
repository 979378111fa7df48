/// A place in an XML text: the 1-based line and column.
///
/// Lines are counted at each LF, as libxml2 counts them for its errors (a CR LF pair is one line end; a lone CR,
/// which XML reads as a line end, starts no new line in libxml2's count, nor in Lector's). The column counts
/// Unicode scalars from 1, so a tab is one column and `é` is one column. A byte-order mark is not counted.
public struct XMLPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// A position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
