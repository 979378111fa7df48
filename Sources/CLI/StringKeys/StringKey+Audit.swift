import Localization

// Keys of the audit: rule and check messages, skip reasons and the rule descriptions of SARIF
// reports (audit.md). Rule IDs, severity words, JSON keys and the summary line are never translated.
extension StringKey {
    // MARK: - Audit: element rules, suppressions and the audit command.
    public static let helpAuditSummary = StringKey("help.audit.summary")
    public static let helpHeadingInputs = StringKey("help.heading.inputs")
    public static let helpAuditScreens = StringKey("help.audit.screens")
    public static let helpAuditTree = StringKey("help.audit.tree")
    public static let helpAuditStrings = StringKey("help.audit.strings")
    public static let helpAuditPath = StringKey("help.audit.path")
    public static let helpAuditTreeFormat = StringKey("help.audit.tree-format")
    public static let helpAuditAllLocales = StringKey("help.audit.all-locales")
    public static let helpAuditFormat = StringKey("help.audit.format")
    public static let helpAuditFailOn = StringKey("help.audit.fail-on")
    public static let helpAuditSuppress = StringKey("help.audit.suppress")
    public static let helpAuditRules = StringKey("help.audit.rules")
    public static let helpAuditOutputFile = StringKey("help.audit.output-file")
    public static let errorUsageConflictingOptions = StringKey("error.usage.conflicting-options")
    public static let errorUsageUnknownRule = StringKey("error.usage.unknown-rule")
    public static let errorUsageEmptyRule = StringKey("error.usage.empty-rule")
    public static let errorAuditSuppressionUnreadable = StringKey("error.audit.suppression-unreadable")
    public static let errorAuditSuppressionUnknownField = StringKey("error.audit.suppression-unknown-field")
    public static let errorAuditSuppressionRepeatedField = StringKey("error.audit.suppression-repeated-field")
    public static let errorAuditSuppressionUnterminatedQuote = StringKey("error.audit.suppression-unterminated-quote")
    public static let errorAuditSuppressionMissingRule = StringKey("error.audit.suppression-missing-rule")
    public static let errorAuditUnknownScreen = StringKey("error.audit.unknown-screen")

    // MARK: - Baselines, report paths and the source language (issue 14)
    public static let helpAuditBaseDir = StringKey("help.audit.base-dir")
    public static let helpAuditBaseline = StringKey("help.audit.baseline")
    public static let helpAuditWriteBaseline = StringKey("help.audit.write-baseline")
    public static let helpAuditSourceLanguage = StringKey("help.audit.source-language")
    public static let errorAuditBaselineUnreadable = StringKey("error.audit.baseline-unreadable")
    public static let errorAuditBaselineMalformed = StringKey("error.audit.baseline-malformed")
    public static let errorUsageInvalidLanguageTag = StringKey("error.usage.invalid-language-tag")
}
