import Core

/// `--format json`: one UTF-8 object with the keys in the order of audit.md §5.2, pretty-printed
/// with two-space indentation; absent optional fields are omitted.
public struct JSONReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: Report) -> String {
        let summary = report.summary
        var members: [(String, JSONValue)] = [
            ("tool", .string(report.tool)),
            ("version", .string(report.version)),
            ("schemaVersion", .int(report.schemaVersion)),
            ("locales", .list(report.locales.map(JSONValue.string))),
            ("inputs", .list(report.inputs.map(Self.input))),
            ("rules", .list(report.rules.map { .string($0.id) })),
            (
                "skipped",
                .list(
                    report.skipped.map { skip in
                        .members([
                            ("rule", .string(skip.rule)), ("locale", .string(skip.locale)),
                            ("reason", .string(skip.reason)),
                        ])
                    })
            ),
        ]
        // Present only when a project folder held files not audited yet: the schema only grows.
        if !report.skippedInputs.isEmpty {
            members.append(
                (
                    "skippedInputs",
                    .list(
                        report.skippedInputs.map { skip in
                            .members([("file", .string(skip.file)), ("reason", .string(skip.reason))])
                        })
                ))
        }
        members += [
            ("elementsAudited", .int(report.elementsAudited)),
            ("keysAudited", .int(report.keysAudited)),
            ("findings", .list(report.findings.map(Self.finding))),
            ("suppressed", .list(report.suppressed.map(Self.finding))),
        ]
        // Present only when a baseline was given (`--baseline`): the schema only grows.
        if report.baseline != nil { members.append(("baselined", .list(report.baselined.map(Self.finding)))) }
        var counts: [(String, JSONValue)] = [
            ("errors", .int(summary.errors)), ("warnings", .int(summary.warnings)),
            ("notes", .int(summary.notes)), ("suppressed", .int(summary.suppressed)),
        ]
        if report.baseline != nil { counts.append(("baselined", .int(summary.baselined))) }
        members.append(("summary", .members(counts)))
        return JSONWriter.string(.members(members))
    }

    static func input(_ input: ReportInput) -> JSONValue {
        switch input {
        case .library(let screens): .members([("kind", .string("library")), ("screens", .int(screens))])
        case .tree(let file): .members([("kind", .string("tree")), ("file", .string(file))])
        case .strings(let dir): .members([("kind", .string("strings")), ("dir", .string(dir))])
        }
    }

    static func finding(_ finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [("rule", .string(finding.rule))]
        if let check = finding.check { members.append(("check", .string(check))) }
        members.append(("severity", .string(finding.severity.rawValue)))
        members.append(("locale", .string(finding.locale)))
        members.append(("message", .string(finding.message)))
        members.append(("location", location(finding.location)))
        if !finding.related.isEmpty {
            members.append(("related", .list(finding.related.map(location))))
        }
        if let suppression = finding.suppression {
            members.append(
                (
                    "suppression",
                    .members([
                        ("file", .string(suppression.file)), ("line", .int(suppression.line)),
                        ("reason", .string(suppression.reason)),
                    ])
                ))
        }
        return .members(members)
    }

    static func location(_ location: FindingLocation) -> JSONValue {
        var members: [(String, JSONValue)] = []
        switch location {
        case .element(let element):
            members.append(("screen", .string(element.screen)))
            members.append(("path", .string(element.path)))
            if let identifier = element.identifier { members.append(("identifier", .string(identifier))) }
            if let label = element.label { members.append(("label", .string(label))) }
            if let file = element.file { members.append(("file", .string(file))) }
            if let line = element.line { members.append(("line", .integer(Int64(line)))) }
            if let objectID = element.objectID { members.append(("objectID", .string(objectID))) }
        case .file(let file):
            members.append(("file", .string(file.file)))
            if let line = file.line { members.append(("line", .int(line))) }
            if let column = file.column { members.append(("column", .int(column))) }
            if let key = file.key { members.append(("key", .string(key))) }
        }
        return .members(members)
    }
}
