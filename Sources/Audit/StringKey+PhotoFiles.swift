import Localization

// The audit rule photo.undescribed (issue 16).
extension StringKey {
    /// The finding of photo.undescribed.
    public static let auditPhotoUndescribedMessage = StringKey("audit.rule.photo-undescribed.message")
    /// Summary of photo.undescribed in reports.
    public static let auditPhotoUndescribedSummary = StringKey("audit.rule.photo-undescribed.summary")
    /// Definition of photo.undescribed in reports and docs/audit-rules.md.
    public static let auditPhotoUndescribedDescription = StringKey("audit.rule.photo-undescribed.description")
}
