import Localization

// Keys of the audit's rules for what string catalogs record about an entry: its state and whether
// the code still uses it (audit.md §2.5). Rule IDs and the catalog's own words (needs_review, new,
// stale, extractionState) are never translated.
extension StringKey {
    // MARK: - strings.needs-review
    public static let auditStringsNeedsReviewSummary = StringKey("audit.strings.needs-review.summary")
    public static let auditStringsNeedsReviewDescription = StringKey("audit.strings.needs-review.description")
    public static let auditStringsNeedsReviewMessage = StringKey("audit.strings.needs-review.message")
    public static let auditStringsNeedsReviewNew = StringKey("audit.strings.needs-review.new")

    // MARK: - strings.stale
    public static let auditStringsStaleSummary = StringKey("audit.strings.stale.summary")
    public static let auditStringsStaleDescription = StringKey("audit.strings.stale.description")
    public static let auditStringsStaleMessage = StringKey("audit.strings.stale.message")
}
