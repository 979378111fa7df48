import Localization

/// `suppression.unused` (info): an entry that suppressed nothing in this run, reported only when a
/// rule its pattern matches ran and its `locale`, `screen` and `file` matchers name something this
/// run audited (audit.md §6).
public struct SuppressionUnused: AuditRule {
    public let id = "suppression.unused"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditSuppressionUnusedSummary
    public let definition = StringKey.auditSuppressionUnusedDescription

    /// Creates the rule.
    public init() {}
}
