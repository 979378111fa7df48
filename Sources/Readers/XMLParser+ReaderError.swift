import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension XMLParser {
    /// The error for a failed parse: the parser's line and column and libxml2's detail.
    func readerError(file: String) -> ReaderError {
        let detail = parserError.map { error in
            let text = (error as NSError).localizedFailureReason ?? error.localizedDescription
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return ReaderError(
            file: file, line: lineNumber > 0 ? lineNumber : nil, column: columnNumber > 0 ? columnNumber : nil,
            problem: .malformedXML(detail: detail?.isEmpty == false ? detail : nil))
    }
}
