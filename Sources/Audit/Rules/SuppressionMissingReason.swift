import Localization

/// `suppression.missing-reason` (error): a suppression entry with no reason, or a blank one. The
/// entry is not applied; the location is the suppression file and line (audit.md §6).
public struct SuppressionMissingReason: AuditRule {
    public let id = "suppression.missing-reason"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditSuppressionMissingReasonSummary
    public let definition = StringKey.auditSuppressionMissingReasonDescription

    /// Creates the rule.
    public init() {}
}
