/// The `--fail-on` threshold: the lowest severity that makes the run exit 1, or `never`.
public enum FailLevel: String, Sendable, CaseIterable {
    /// Fail on errors only (the default).
    case error
    /// Fail on warnings and errors.
    case warning
    /// Fail on any finding.
    case info
    /// Never fail because of findings.
    case never

    /// Whether an unsuppressed finding of this severity fails the run.
    public func fails(on severity: Severity) -> Bool {
        switch self {
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .info: true
        case .never: false
        }
    }

    /// Whether any of the report's unsuppressed findings fails the run.
    public func fails(_ report: Report) -> Bool {
        report.findings.contains { fails(on: $0.severity) }
    }
}
