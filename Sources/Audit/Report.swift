/// The result of an audit, as every reporter receives it (audit.md §5).
///
/// Findings are already in report order (§5.1); reporters only render.
public struct Report: Sendable {
    /// `lector`.
    public var tool = "lector"
    /// The program version.
    public var version: String
    /// The report schema version (1).
    public var schemaVersion = 1
    /// The audited locales, in pass order.
    public var locales: [String]
    /// The inputs, in command-line order.
    public var inputs: [ReportInput]
    /// Every rule that ran, in catalog order.
    public var rules: [ReportedRule]
    /// Rules skipped for a language.
    public var skipped: [SkippedCheck]
    /// Files found but not audited yet (plural dictionaries, string catalogs), in discovery order.
    public var skippedInputs: [SkippedInput]
    /// Elements audited, once per (screen, pass).
    public var elementsAudited: Int
    /// Strings entries read.
    public var keysAudited: Int
    /// Unsuppressed findings, in report order.
    public var findings: [Finding]
    /// Suppressed findings, in report order.
    public var suppressed: [Finding]
    /// Every audited screen or file with its elements or entries (JUnit lists them all).
    public var groups: [AuditGroup]
    /// The baseline the findings were compared with (`--baseline`); nil when none was given.
    public var baseline: Baseline?
    /// Unsuppressed findings the baseline accepts, in report order: not in ``findings``, so they
    /// count for no exit status.
    public var baselined: [Finding] = []
    /// The text report's line about them (`N findings in the baseline.`, in the UI language).
    public var baselinedNotice: String?

    /// Creates a report.
    public init(
        version: String, locales: [String], inputs: [ReportInput], rules: [ReportedRule],
        skipped: [SkippedCheck] = [], elementsAudited: Int = 0, keysAudited: Int = 0,
        findings: [Finding], suppressed: [Finding] = [], groups: [AuditGroup] = [], skippedInputs: [SkippedInput] = []
    ) {
        self.skippedInputs = skippedInputs
        self.version = version
        self.locales = locales
        self.inputs = inputs
        self.rules = rules
        self.skipped = skipped
        self.elementsAudited = elementsAudited
        self.keysAudited = keysAudited
        self.findings = findings
        self.suppressed = suppressed
        self.groups = groups
    }

    /// The counts by severity.
    public var summary: ReportSummary {
        ReportSummary(findings: findings, suppressed: suppressed, baselined: baselined)
    }

    /// The index of a rule in ``rules`` (SARIF `ruleIndex`), if it ran.
    public func ruleIndex(of id: String) -> Int? { rules.firstIndex { $0.id == id } }
}
