/// `--format text`: plain text, one finding a line, grouped by screen or file and locale, then the
/// count of suppressed findings, the count of findings in the baseline and the summary line (audit.md §5.3). No colour, no box drawing.
public struct TextReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: Report) -> String {
        var lines: [String] = []
        var group: (String, String)?
        for finding in report.findings {
            let current = (finding.location.container, finding.locale)
            if group.map({ $0 != current }) ?? true {
                lines.append("== \(current.0) (\(current.1)) ==")
                group = current
            }
            lines.append(FindingLine.text(finding))
        }
        // A file found but not audited yet is one line, never silence.
        for skip in report.skippedInputs {
            lines.append("\(skip.file): \(skip.reason)")
        }
        let summary = report.summary
        if summary.suppressed > 0 {
            lines.append("\(summary.suppressed) findings suppressed.")
        }
        if let notice = report.baselinedNotice { lines.append(notice) }
        lines.append(summary.line)
        return lines.joined(separator: "\n") + "\n"
    }
}
