/// `--format json`: one UTF-8 object with the keys in the order of audit.md §5.2, pretty-printed
/// with two-space indentation; absent optional fields are omitted.
public struct JSONReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: Report) -> String {
        let summary = report.summary
        let object = JSONValue.object([
            ("tool", .string(report.tool)),
            ("version", .string(report.version)),
            ("schemaVersion", .integer(report.schemaVersion)),
            ("locales", .array(report.locales.map(JSONValue.string))),
            ("inputs", .array(report.inputs.map(Self.input))),
            ("rules", .array(report.rules.map { .string($0.id) })),
            ("skipped", .array(report.skipped.map { skip in
                .object([("rule", .string(skip.rule)), ("locale", .string(skip.locale)), ("reason", .string(skip.reason))])
            })),
            ("elementsAudited", .integer(report.elementsAudited)),
            ("keysAudited", .integer(report.keysAudited)),
            ("findings", .array(report.findings.map(Self.finding))),
            ("suppressed", .array(report.suppressed.map(Self.finding))),
            ("summary", .object([
                ("errors", .integer(summary.errors)), ("warnings", .integer(summary.warnings)),
                ("notes", .integer(summary.notes)), ("suppressed", .integer(summary.suppressed)),
            ])),
        ])
        return object.pretty() + "\n"
    }

    static func input(_ input: ReportInput) -> JSONValue {
        switch input {
        case .library(let screens): .object([("kind", .string("library")), ("screens", .integer(screens))])
        case .tree(let file): .object([("kind", .string("tree")), ("file", .string(file))])
        case .strings(let dir): .object([("kind", .string("strings")), ("dir", .string(dir))])
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
            members.append(("related", .array(finding.related.map(location))))
        }
        if let suppression = finding.suppression {
            members.append(("suppression", .object([
                ("file", .string(suppression.file)), ("line", .integer(suppression.line)),
                ("reason", .string(suppression.reason)),
            ])))
        }
        return .object(members)
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
            if let line = element.line { members.append(("line", .integer(line))) }
            if let objectID = element.objectID { members.append(("objectID", .string(objectID))) }
        case .file(let file):
            members.append(("file", .string(file.file)))
            if let line = file.line { members.append(("line", .integer(line))) }
            if let column = file.column { members.append(("column", .integer(column))) }
            if let key = file.key { members.append(("key", .string(key))) }
        }
        return .object(members)
    }
}
