import Localization

/// `label.not-human-readable` (error): the trimmed label matches a heuristic of audit.md §4.2
/// (identifiers, file and camera names, templates, UUIDs, placeholder text). Values and hints are
/// not checked.
public struct LabelNotHumanReadable: ElementRule {
    public let id = "label.not-human-readable"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditLabelNotHumanReadableSummary
    public let definition = StringKey.auditLabelNotHumanReadableDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, let match = Self.match(element) else { return }
        element.report(self, match: match, into: &output)
    }

    /// The match on an element, also read by `label.redundant-trait` (§1.4 rule 2).
    static func match(_ element: ElementContext) -> CheckMatch? {
        let isImage = element.traits.contains(.image)
        return element.memo(.notHumanReadable, element.label, flags: isImage ? 1 : 0) {
            // The analysed label is normalized for the element's language: the trimmed label normalizes alike.
            LabelNotHumanReadableCheck.evaluate(
                element.label.trimmed, lists: element.lists, isImage: isImage, checksTemplates: true,
                normalized: (element.language, element.label.normalized))
        }
    }

    /// Whether the label is placeholder text (§4.2 item 10).
    static func isPlaceholder(_ element: ElementContext) -> Bool {
        match(element)?.arguments == [.word(.auditReasonPlaceholder)]
    }
}
