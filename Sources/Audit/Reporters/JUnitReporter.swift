/// `--format junit`: JUnit XML, one test suite per (screen or file, locale) and one test case per
/// audited element or strings entry, found or not (audit.md §5.5). Validates against the Jenkins
/// xunit plugin's JUnit schema (junit-10.xsd; a test checks it with our copy of its constraints):
/// `testsuites` carries no `skipped` attribute there, and no `time` is written, so that two runs
/// give the same bytes.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// A test case being assembled.
    private struct Case {
        var name: String
        var failures: [Finding] = []
        var output: [String] = []
    }

    public func render(_ report: Report) -> String {
        var groups = report.groups
        var known = Set(groups.map { GroupKey(name: $0.name, locale: $0.locale) })
        for finding in report.findings + report.baselined + report.suppressed {
            let key = GroupKey(name: finding.location.container, locale: finding.locale)
            if known.insert(key).inserted {
                groups.append(
                    AuditGroup(name: key.name, locale: key.locale, className: Self.className(for: finding), cases: []))
            }
        }
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for group in groups {
            let cases = Self.cases(of: group, report: report)
            let failures = cases.count { !$0.failures.isEmpty }
            totalTests += cases.count
            totalFailures += failures
            var lines = [
                "  <testsuite name=\"\(attribute(group.title))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"
            ]
            for testCase in cases {
                let opening =
                    "    <testcase classname=\"\(attribute(group.className))\" name=\"\(attribute(testCase.name))\""
                guard !testCase.failures.isEmpty || !testCase.output.isEmpty else {
                    lines.append(opening + "/>")
                    continue
                }
                lines.append(opening + ">")
                for failure in testCase.failures {
                    lines.append(
                        "      <failure type=\"\(attribute(failure.rule))\" message=\"\(attribute(failure.message))\">"
                            + XMLText.escape(FindingLine.text(failure), attribute: false) + "</failure>")
                }
                if !testCase.output.isEmpty {
                    lines.append(
                        "      <system-out>" + XMLText.escape(testCase.output.joined(separator: "\n"), attribute: false)
                            + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
            suites.append(lines.joined(separator: "\n"))
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output +=
            "<testsuites name=\"lector audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for suite in suites { output += suite + "\n" }
        output += "</testsuites>\n"
        return output
    }

    private func attribute(_ text: String) -> String { XMLText.escape(text, attribute: true) }

    /// How a finding is attached to its case: a failure (or output, for notes), or output only.
    private enum Attached {
        case reported, baselined, suppressed
    }

    private struct GroupKey: Hashable {
        var name: String
        var locale: String
    }

    static func className(for finding: Finding) -> String {
        switch finding.location {
        case .element(let element): "lector.audit." + element.screen
        case .file: "lector.audit.strings." + finding.locale
        }
    }

    /// The group's cases with the findings attached: `(screen)` or `(file)` first when needed,
    /// then every element or entry, then one case per missing key.
    private static func cases(of group: AuditGroup, report: Report) -> [Case] {
        var wholeCase = Case(name: "(file)")
        var cases = group.cases.map { Case(name: $0.name) }
        var elementCases: [String: Int] = [:]
        for (index, testCase) in group.cases.enumerated() {
            if case .element(let path) = testCase.target, elementCases[path] == nil { elementCases[path] = index }
        }
        var extra: [Case] = []
        func attach(_ finding: Finding, as kind: Attached) {
            guard finding.location.container == group.name, finding.locale == group.locale else { return }
            let apply: (inout Case) -> Void = { testCase in
                if kind == .suppressed {
                    testCase.output.append("suppressed: " + FindingLine.text(finding))
                } else if kind == .baselined {
                    testCase.output.append("baselined: " + FindingLine.text(finding))
                } else if finding.severity == .info {
                    testCase.output.append(FindingLine.text(finding))
                } else {
                    testCase.failures.append(finding)
                }
            }
            switch finding.location {
            case .element(let element):
                wholeCase.name = "(screen)"
                if let index = elementCases[element.path] {
                    apply(&cases[index])
                } else {
                    apply(&wholeCase)
                }
            case .file(let file):
                guard let key = file.key else {
                    apply(&wholeCase)
                    return
                }
                if let index = entryCase(key: key, line: file.line, in: group) {
                    apply(&cases[index])
                } else if let index = extra.firstIndex(where: { $0.name == key }) {
                    apply(&extra[index])
                } else {
                    var missing = Case(name: key)
                    apply(&missing)
                    extra.append(missing)
                }
            }
        }
        for finding in report.findings { attach(finding, as: .reported) }
        for finding in report.baselined { attach(finding, as: .baselined) }
        for finding in report.suppressed { attach(finding, as: .suppressed) }
        let whole = wholeCase.failures.isEmpty && wholeCase.output.isEmpty ? [] : [wholeCase]
        return whole + cases + extra
    }

    /// The case of an entry: the last occurrence of the key whose line is at or before the
    /// finding's line (a repeated key has one case per occurrence); nil for a missing key.
    private static func entryCase(key: String, line: Int?, in group: AuditGroup) -> Int? {
        guard let line else { return nil }
        var found: Int?
        for (index, testCase) in group.cases.enumerated() {
            guard case .entry(let entryKey, let entryLine) = testCase.target, entryKey == key else { continue }
            if found == nil || entryLine <= line { found = index }
        }
        return found
    }
}
