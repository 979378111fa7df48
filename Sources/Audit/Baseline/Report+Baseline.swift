import Localization

extension Report {
    /// The report with the findings the baseline accepts moved from ``findings`` to ``baselined``
    /// (suppressed findings stay as they are), and the text report's line about them.
    public func applying(_ baseline: Baseline, root: ArtifactRoot, strings: Strings) -> Report {
        var report = self
        let split = baseline.split(findings, root: root)
        report.findings = split.new
        report.baselined = split.baselined
        report.baseline = baseline
        report.baselinedNotice =
            split.baselined.isEmpty
            ? nil : strings.plural(.auditReportBaselined, count: split.baselined.count)
        return report
    }

    /// The unsuppressed findings, those the baseline accepts included: what `--write-baseline` writes.
    public var unsuppressedFindings: [Finding] {
        guard !baselined.isEmpty else { return findings }
        return findings + baselined
    }
}
