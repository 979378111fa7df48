import Localization
import Readers

/// `label.image-name` (error): a storyboard or xib button that shows only an image and has no
/// accessibility label, in the document or any of its tables: VoiceOver then speaks the image
/// file's name ("Arrow-Up-24"). Also an accessibility label that is the object's own image name
/// (`label="A11y_logo"` on `image="A11y_logo"`): the asset name copied in as a label. An
/// image-only button with an outlet may be labelled in code: a warning that says so.
public struct LabelImageName: InterfaceRule {
    public let id = "label.image-name"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditLabelImageNameSummary
    public let definition = StringKey.auditLabelImageNameDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: InterfaceFile, strings: Strings, into findings: inout [Finding]) {
        let builder = InterfaceElementBuilder()
        for object in file.document.allObjects {
            if let image = object.image, !image.isEmpty, builder.accessibilityLabel(of: object) == image {
                let message = strings.format(.auditLabelImageNameCopied, .text(image))
                findings.append(
                    finding(message, file: file.path, line: object.line, key: object.objectID, locale: "en"))
                continue
            }
            guard builder.isImageOnlyButton(object) else { continue }
            let labelled =
                !(builder.accessibilityLabel(of: object)?.allSatisfy(\.isWhitespace) ?? true)
                || file.tables.contains { $0.value(object.objectID, "accessibilityLabel") != nil }
            guard !labelled else { continue }
            let image = object.image ?? ""
            if let id = object.objectID, file.document.outletDestinations.contains(id) {
                let message = strings.format(.auditLabelImageNameInCodeMessage, .text(image))
                var found = finding(message, file: file.path, line: object.line, key: object.objectID, locale: "en")
                found.severity = .warning
                findings.append(found)
                continue
            }
            let message = strings.format(.auditLabelImageNameMessage, .text(image))
            findings.append(finding(message, file: file.path, line: object.line, key: object.objectID, locale: "en"))
        }
    }
}
