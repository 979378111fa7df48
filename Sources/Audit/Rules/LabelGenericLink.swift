import Localization

/// `label.generic-link` (warning): a link whose label is generic (§3.4): every word is in the
/// locale's generic set (ja: the label splits completely into entries), or the trimmed label is an
/// `http://` or `https://` address.
public struct LabelGenericLink: ElementRule {
    public let id = "label.generic-link"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelGenericLinkSummary
    public let definition = StringKey.auditLabelGenericLinkDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.link, .usableName, .labelNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.traits.contains(.link), !element.hasNoUsableName, !element.label.isBlank else { return }
        if Self.isAddress(element.label.trimmed) {
            return element.report(self, message: element.message(.auditLabelGenericLinkAddressMessage), into: &output)
        }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard GenericLinkCheck.isGeneric(element.label.normalized, lists: lists) else { return }
        element.report(
            self, message: element.message(.auditLabelGenericLinkMessage, text: element.label.trimmed), into: &output)
    }

    /// Whether a trimmed label is a bare web address: `http://` or `https://` (any case) and no space.
    static func isAddress(_ trimmed: String) -> Bool {
        // Only `h` or `H` lowercases to `h`: any other first byte is no address (most labels).
        guard let first = trimmed.utf8.first, first == UInt8(ascii: "h") || first == UInt8(ascii: "H") else {
            return false
        }
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return false }
        return !trimmed.unicodeScalars.contains(where: TextCharacters.isWhitespace)
    }
}
