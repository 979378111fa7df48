import Foundation
import Localization
import Readers

/// `strings.stale-object-key` (warning): a key of a storyboard's or xib's strings table whose
/// object id (the part before the first dot) no longer exists in the document: the translation is
/// dead, and the object it meant to translate may now go untranslated.
public struct StringsStaleObjectKey: InterfaceRule {
    public let id = "strings.stale-object-key"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsStaleObjectKeySummary
    public let definition = StringKey.auditStringsStaleObjectKeyDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: InterfaceFile, strings: Strings, into findings: inout [Finding]) {
        let name = (file.path as NSString).lastPathComponent
        for table in file.tables {
            for entry in table.entries where !file.document.objectIDs.contains(entry.objectID) {
                let message = strings.format(.auditStringsStaleObjectKeyMessage, .text(entry.objectID), .text(name))
                findings.append(
                    finding(message, file: table.file, line: entry.line, key: entry.key, locale: table.locale))
            }
        }
    }
}
