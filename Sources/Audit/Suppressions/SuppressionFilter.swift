import Localization

/// Applies a suppression file to the findings of a run, after every rule has run (audit.md §6):
/// entries with a reason hide the findings they match (every matching entry counts as used);
/// entries without one become `suppression.missing-reason` findings and are not applied; entries
/// that hid nothing become `suppression.unused` findings when this run could have used them.
public struct SuppressionFilter: Sendable {
    /// What this run audited, for deciding which unused entries to report.
    public struct Scope: Sendable {
        /// The IDs of the rules that ran, and of the checks `strings.label-rules` ran.
        public var rules: Set<String>
        /// The audited pass locales.
        public var locales: Set<String>
        /// The audited screens (library screen names and tree file names).
        public var screens: Set<String>
        /// The audited strings files.
        public var files: Set<String>

        /// Creates a scope.
        public init(rules: Set<String>, locales: Set<String>, screens: Set<String>, files: Set<String>) {
            self.rules = rules
            self.locales = locales
            self.screens = screens
            self.files = files
        }
    }

    /// The findings once the file is applied.
    public struct Outcome: Sendable {
        /// Findings left, in the order given.
        public var findings: [Finding] = []
        /// Suppressed findings, in the order given, each with its entry.
        public var suppressed: [Finding] = []
        /// The file's own findings (`suppression.*`), in line order.
        public var fileFindings: [Finding] = []
    }

    /// The file.
    public let file: SuppressionFile

    /// Creates a filter.
    public init(file: SuppressionFile) {
        self.file = file
    }

    /// Applies the file.
    ///
    /// - Parameters:
    ///   - findings: every finding of the run, in report order.
    ///   - selected: the IDs of the selected rules (`suppression.*` findings only when selected).
    ///   - locale: the locale of the file's own findings.
    public func apply(
        to findings: [Finding], scope: Scope, selected: Set<String>, locale: String, strings: Strings
    ) -> Outcome {
        var outcome = Outcome()
        let applicable = file.entries.filter(\.hasReason)
        var used = Set<Int>()
        for finding in findings {
            guard !finding.rule.hasPrefix("suppression.") else {
                outcome.findings.append(finding)
                continue
            }
            var first: SuppressionEntry?
            for entry in applicable where entry.matches(finding) {
                used.insert(entry.line)
                if first == nil { first = entry }
            }
            if let entry = first {
                var hidden = finding
                hidden.suppression = Suppression(file: file.path, line: entry.line, reason: entry.reason ?? "")
                outcome.suppressed.append(hidden)
            } else {
                outcome.findings.append(finding)
            }
        }
        for entry in file.entries {
            let location = FindingLocation.file(FileLocation(file: file.path, line: entry.line))
            if !entry.hasReason {
                guard selected.contains(SuppressionMissingReason().id) else { continue }
                outcome.fileFindings.append(
                    Finding(
                        rule: SuppressionMissingReason().id, severity: .error, locale: locale,
                        message: strings.text(.auditSuppressionMissingReasonMessage), location: location))
            } else if !used.contains(entry.line), selected.contains(SuppressionUnused().id),
                Self.couldApply(entry, in: scope)
            {
                outcome.fileFindings.append(
                    Finding(
                        rule: SuppressionUnused().id, severity: .info, locale: locale,
                        message: strings.text(.auditSuppressionUnusedMessage), location: location))
            }
        }
        return outcome
    }

    /// Whether the run covered what the entry is about: a rule its pattern matches ran, and its
    /// `locale`, `screen` and `file` matchers each match something audited.
    static func couldApply(_ entry: SuppressionEntry, in scope: Scope) -> Bool {
        guard scope.rules.contains(where: entry.rule.matches) else { return false }
        if let locale = entry.value(for: .locale), !scope.locales.contains(where: locale.matches) { return false }
        if let screen = entry.value(for: .screen), !scope.screens.contains(where: screen.matches) { return false }
        if let file = entry.value(for: .file), !scope.files.contains(where: file.matches) { return false }
        return true
    }
}
