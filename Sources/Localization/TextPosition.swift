/// A 1-based line and column (in Unicode scalars) in a text.
///
/// LF, CRLF and a lone CR each end a line.
struct TextPosition: Sendable, Hashable {
    var line: Int
    var column: Int

    /// The position just after the given scalars.
    static func after(_ scalars: [Unicode.Scalar]) -> TextPosition {
        var line = 1
        var column = 1
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            if scalar == "\n" {
                if previous != "\r" { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
        }
        return TextPosition(line: line, column: column)
    }
}
