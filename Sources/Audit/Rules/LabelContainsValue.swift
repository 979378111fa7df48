import Localization

/// `label.contains-value` (warning): the value has text and the normalized label contains the
/// normalized value between word boundaries, so narration would speak it twice ("Volume 50%: 50%").
/// Exempt: switchButton elements, whose value is a state code.
public struct LabelContainsValue: ElementRule {
    public let id = "label.contains-value"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelContainsValueSummary
    public let definition = StringKey.auditLabelContainsValueDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName, .notSwitchButton, .valueHasText] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName, !element.traits.contains(.switchButton), element.value.hasText,
            Self.contains(element.label.normalized, element.value.normalized)
        else { return }
        let message = element.message(.auditLabelContainsValueMessage, text: element.value.trimmed)
        element.report(self, message: message, into: &output)
    }

    /// Whether `text` contains `part`, the match beginning and ending at word boundaries.
    static func contains(_ text: NormalizedText, _ part: NormalizedText) -> Bool {
        let haystack = text.folded
        let needle = part.folded
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            guard haystack[start..<start + needle.count].elementsEqual(needle) else { continue }
            if text.isBoundary(at: start), text.isBoundary(at: start + needle.count) { return true }
        }
        return false
    }
}
