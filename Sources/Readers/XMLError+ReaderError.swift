import XML

extension XMLError {
    /// The reader error for this XML error in `file`: malformed XML at its line and column, or libxml2 missing.
    func readerError(file: String) -> ReaderError {
        if case let .libraryUnavailable(soname, reason) = kind {
            return ReaderError(file: file, problem: .xmlLibraryUnavailable(soname: soname, reason: reason))
        }
        return ReaderError(file: file, line: position.line, column: position.column, problem: .malformedXML)
    }
}
