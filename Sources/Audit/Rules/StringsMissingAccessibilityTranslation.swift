import Localization
import Readers

/// `strings.missing-accessibility-translation` (warning): an object of a storyboard or xib sets an
/// accessibility label or hint, and one of the document's strings tables has no
/// `OBJECT-ID.accessibilityLabel` (or `.accessibilityHint`) key: VoiceOver speaks the base
/// language's text in that locale.
public struct StringsMissingAccessibilityTranslation: InterfaceRule {
    public let id = "strings.missing-accessibility-translation"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsMissingAccessibilityTranslationSummary
    public let definition = StringKey.auditStringsMissingAccessibilityTranslationDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: InterfaceFile, strings: Strings, into findings: inout [Finding]) {
        let objects = file.document.allObjects
        for table in file.tables {
            for object in objects {
                guard let objectID = object.objectID, let accessibility = object.accessibility else { continue }
                for (property, text) in [
                    ("accessibilityLabel", accessibility.label), ("accessibilityHint", accessibility.hint),
                ] {
                    guard let text, !text.allSatisfy(\.isWhitespace), !table.contains(objectID + "." + property) else {
                        continue
                    }
                    let message = strings.format(
                        .auditStringsMissingAccessibilityTranslationMessage, .text(objectID + "." + property),
                        .text(text))
                    findings.append(
                        finding(
                            message, file: table.file, line: nil, key: objectID + "." + property, locale: table.locale))
                }
            }
        }
    }
}
