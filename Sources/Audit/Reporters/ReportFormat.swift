/// The report formats of `--format` (audit.md §5).
public enum ReportFormat: String, Sendable, CaseIterable {
    /// One finding a line, grouped, with the summary line (the default).
    case text
    /// One pretty-printed JSON object.
    case json
    /// SARIF 2.1.0.
    case sarif
    /// JUnit XML.
    case junit

    /// The reporter of this format.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        }
    }
}
