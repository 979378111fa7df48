import XML

extension XMLError {
    /// The reader error for this XML error in `file`: malformed XML at its line and column.
    func readerError(file: String) -> ReaderError {
        ReaderError(file: file, line: position.line, column: position.column, problem: .malformedXML)
    }
}
