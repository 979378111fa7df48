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

    /// The reporter of this format, paths as findings carry them.
    public var reporter: any Reporter { reporter(root: ArtifactRoot()) }

    /// The reporter of this format; SARIF makes artifact URIs relative to `root` (`--base-dir`).
    public func reporter(root: ArtifactRoot) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter(root: root)
        case .junit: JUnitReporter()
        }
    }
}
