import Core

/// `--format sarif`: SARIF 2.1.0 with one run (audit.md §5.4). Validates against the SARIF 2.1.0
/// JSON schema (a test checks it).
public struct SARIFReporter: Reporter {
    /// The `$schema` address.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The partial fingerprint's name.
    public static let fingerprintName = "lectorFinding/v1"

    /// Creates the reporter.
    public init() {}

    public func render(_ report: Report) -> String {
        let results = report.findings.map { result($0, report: report) }
            + report.suppressed.map { result($0, report: report) }
        let run = JSONValue.members([
            ("tool", .members([("driver", .members([
                ("name", .string(report.tool)),
                ("version", .string(report.version)),
                ("informationUri", .string(AuditDocumentation.home)),
                ("rules", .list(report.rules.map(Self.rule))),
            ]))])),
            ("invocations", .list([invocation(report)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .list(results)),
            ("properties", .members([("locales", .list(report.locales.map(JSONValue.string)))])),
        ])
        let log = JSONValue.members([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .list([run])),
        ])
        return JSONWriter.string(log)
    }

    /// The run's invocation; files found but not audited yet are notes on it.
    private func invocation(_ report: Report) -> JSONValue {
        var members: [(String, JSONValue)] = [("executionSuccessful", .bool(true))]
        if !report.skippedInputs.isEmpty {
            members.append(("toolExecutionNotifications", .list(report.skippedInputs.map { skip in
                .members([
                    ("level", .string("note")),
                    ("message", .members([("text", .string(skip.reason))])),
                    ("locations", .list([.members([("physicalLocation", .members([
                        ("artifactLocation", .members([("uri", .string(Self.uri(skip.file)))])),
                    ]))])])),
                ])
            })))
        }
        return .members(members)
    }

    static func rule(_ rule: ReportedRule) -> JSONValue {
        .members([
            ("id", .string(rule.id)),
            ("shortDescription", .members([("text", .string(rule.shortDescription))])),
            ("fullDescription", .members([("text", .string(rule.fullDescription))])),
            ("helpUri", .string(AuditDocumentation.helpURI(forRule: rule.id))),
            ("defaultConfiguration", .members([("level", .string(rule.defaultSeverity.reportWord))])),
            ("properties", .members([("tags", .list(rule.tags.map(JSONValue.string)))])),
        ])
    }

    private func result(_ finding: Finding, report: Report) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index = report.ruleIndex(of: finding.rule) { members.append(("ruleIndex", .int(index))) }
        members.append(("kind", .string("fail")))
        members.append(("level", .string(finding.severity.reportWord)))
        members.append(("message", .members([("text", .string(finding.message))])))
        members.append(("locations", .list([Self.location(finding.location)])))
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .list(finding.related.map(Self.location))))
        }
        members.append(("partialFingerprints", .members([(Self.fingerprintName, .string(Self.fingerprint(finding)))])))
        if let suppression = finding.suppression {
            members.append(("suppressions", .list([.members([
                ("kind", .string("external")), ("justification", .string(suppression.reason)),
            ])])))
        }
        var properties: [(String, JSONValue)] = [("locale", .string(finding.locale))]
        if let check = finding.check { properties.append(("check", .string(check))) }
        members.append(("properties", .members(properties)))
        return .members(members)
    }

    /// Hex SHA-256 of rule (with `:CHECK` for `strings.label-rules`, so two checks on one entry
    /// stay apart), locale, screen or file, and path or key, joined by line feeds.
    public static func fingerprint(_ finding: Finding) -> String {
        let rule = finding.check.map { finding.rule + ":" + $0 } ?? finding.rule
        let parts: [String]
        switch finding.location {
        case .element(let element): parts = [rule, finding.locale, element.screen, element.path]
        case .file(let file): parts = [rule, finding.locale, file.file, file.key ?? ""]
        }
        return SHA256.hexDigest(parts.joined(separator: "\n"))
    }

    static func location(_ location: FindingLocation) -> JSONValue {
        switch location {
        case .file(let file):
            var physical: [(String, JSONValue)] = [("artifactLocation", .members([("uri", .string(uri(file.file)))]))]
            if let line = file.line {
                var region: [(String, JSONValue)] = [("startLine", .int(line))]
                if let column = file.column { region.append(("startColumn", .int(column))) }
                physical.append(("region", .members(region)))
            }
            return .members([("physicalLocation", .members(physical))])
        case .element(let element):
            var members: [(String, JSONValue)] = []
            if element.isTreeFile {
                var physical: [(String, JSONValue)] = [
                    ("artifactLocation", .members([("uri", .string(uri(element.file ?? element.screen)))])),
                ]
                if let line = element.line { physical.append(("region", .members([("startLine", .integer(Int64(line)))]))) }
                members.append(("physicalLocation", .members(physical)))
            }
            members.append(("logicalLocations", .list([.members([
                ("fullyQualifiedName", .string("\(element.screen):\(element.path)")),
                ("name", .string(element.path)),
                ("kind", .string("element")),
            ])])))
            return .members(members)
        }
    }

    /// A relative URI reference: every byte outside `A–Z a–z 0–9 - . _ ~ /` percent-encoded.
    public static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16, uppercase: true)
                output += "%" + (byte < 16 ? "0" : "") + digits
            }
        }
        return output
    }
}
