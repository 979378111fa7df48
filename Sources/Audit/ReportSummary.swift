/// The counts of a report: unsuppressed findings by severity, and suppressed findings.
public struct ReportSummary: Sendable, Hashable {
    /// Unsuppressed errors.
    public var errors: Int
    /// Unsuppressed warnings.
    public var warnings: Int
    /// Unsuppressed findings of severity `info`.
    public var notes: Int
    /// Suppressed findings.
    public var suppressed: Int
    /// Unsuppressed findings the baseline accepts (`--baseline`), not counted above.
    public var baselined: Int

    /// Counts the findings.
    public init(findings: [Finding], suppressed: [Finding], baselined: [Finding] = []) {
        self.baselined = baselined.count
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
        notes = findings.count { $0.severity == .info }
        self.suppressed = suppressed.count
    }

    /// `N errors, N warnings, N notes`: the last line of the text report. Never translated.
    public var line: String { "\(errors) errors, \(warnings) warnings, \(notes) notes" }
}
