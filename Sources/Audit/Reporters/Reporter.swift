/// Turns a report into the text of one format. Reporters only render: the findings are already
/// in report order, and the caller writes the text to stdout or a file.
public protocol Reporter: Sendable {
    /// The whole output, ending with a line break.
    func render(_ report: Report) -> String
}
