import Audit

/// A report with every kind of location and a suppressed finding, for the reporters' other paths.
enum SyntheticReport {
    static func make() -> Report {
        let element = Finding(
            rule: "label.missing", severity: .error, locale: "en", message: "The element has no label.",
            location: .element(ElementLocation(screen: "home", path: "Items/3", identifier: "home.photos")))
        let labelled = Finding(
            rule: "label.redundant-trait", severity: .warning, locale: "en",
            message: "The label contains \"button\", which the button trait already speaks.",
            location: .element(
                ElementLocation(
                    screen: "trees/my home.json", path: "Items/4", label: String(repeating: "Add button ", count: 6),
                    isTreeFile: true)))
        let note = Finding(
            rule: "strings.label-rules", severity: .info, locale: "de",
            message: "hint.missing-period: <no period> & \u{7}",
            location: .file(FileLocation(file: "L/de.lproj/Localizable.strings", line: 7, column: 1, key: "a.hint")),
            check: "hint.missing-period")
        var suppressed = Finding(
            rule: "label.duplicate", severity: .warning, locale: "en", message: "Two elements are named “Delete”.",
            location: .element(ElementLocation(screen: "items", path: "List/0/1")),
            related: [.element(ElementLocation(screen: "items", path: "List/1/1"))])
        suppressed.suppression = Suppression(
            file: "audit.suppress", line: 4, reason: "Rows are named by their row context.")
        let rules = ["label.missing", "label.redundant-trait", "label.duplicate", "strings.label-rules"].map {
            ReportedRule(
                id: $0, defaultSeverity: .warning, shortDescription: "S.", fullDescription: "D.",
                tags: ["accessibility"])
        }
        return Report(
            version: "1.0.0", locales: ["en", "de"],
            inputs: [.library(screens: 2), .tree(file: "trees/my home.json"), .strings(dir: "L")], rules: rules,
            skipped: [SkippedCheck(rule: "hint.imperative", locale: "ja", reason: "not checked for this language")],
            elementsAudited: 3, keysAudited: 1, findings: [element, labelled, note], suppressed: [suppressed],
            groups: [
                AuditGroup(
                    name: "home", locale: "en", className: "lector.audit.home",
                    cases: [
                        .init(name: "Items/3", target: .element(path: "Items/3")),
                        .init(name: "Items/4", target: .element(path: "Items/4")),
                    ])
            ])
    }
}
