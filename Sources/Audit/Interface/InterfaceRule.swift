import Localization

/// A rule that judges a storyboard or xib as a document, with its strings tables: what element
/// trees lose (where a label came from, which ids the tables name). Findings are file locations:
/// the document or table, the line, and the IB object id or table key.
public protocol InterfaceRule: AuditRule {
    /// Adds the rule's findings for one document.
    func check(_ file: InterfaceFile, strings: Strings, into findings: inout [Finding])
}

extension InterfaceRule {
    /// A finding of the rule at a place in a file.
    func finding(_ message: String, file: String, line: Int?, key: String?, locale: String) -> Finding {
        Finding(
            rule: id, severity: defaultSeverity, locale: locale, message: message,
            location: .file(FileLocation(file: file, line: line, key: key)))
    }
}
