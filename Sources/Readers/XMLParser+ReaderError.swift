import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension XMLParser {
    /// The error for a failed parse, at the parser's line and column. The parser's own message is
    /// left out: on Linux it is only "NSXMLParserErrorDomain error N".
    func readerError(file: String) -> ReaderError {
        ReaderError(
            file: file, line: lineNumber > 0 ? lineNumber : nil, column: columnNumber > 0 ? columnNumber : nil,
            problem: .malformedXML)
    }
}
