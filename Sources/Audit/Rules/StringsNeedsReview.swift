import Localization

/// `strings.needs-review` (warning): a catalog string unit in state `needs_review` or `new`, one
/// finding per unit in its own language.
///
/// One rule for both states: each means no translator has confirmed the text the app shows, Xcode
/// counts neither as done, and the fix is the same (translate or review, then mark it translated);
/// the message says which state it is.
public struct StringsNeedsReview: StringsRule {
    public let id = "strings.needs-review"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsNeedsReviewSummary
    public let definition = StringKey.auditStringsNeedsReviewDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        for (_, entry) in index.cleanEntries {
            let key: StringKey
            if entry.attributes.contains(.needsReview) {
                key = .auditStringsNeedsReviewMessage
            } else if entry.attributes.contains(.new) {
                key = .auditStringsNeedsReviewNew
            } else {
                continue
            }
            output.findings.append(file.finding(self, entry: entry, message: file.strings.text(key)))
        }
    }
}
