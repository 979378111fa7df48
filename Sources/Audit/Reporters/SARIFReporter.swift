import Core
import Digest

/// `--format sarif`: SARIF 2.1.0 with one run (audit.md §5.4), for code-scanning services.
/// Validates against the SARIF 2.1.0 JSON schema (a test checks it).
///
/// Artifact URIs are relative to the ``ArtifactRoot`` (`--base-dir`) with `uriBaseId` `SRCROOT`;
/// `originalUriBaseIds` gives SRCROOT's absolute URI only when `--base-dir` was an absolute path,
/// so that a report never holds an absolute path the command line did not. An absolute file outside
/// the base gets a `file://` URI without a base.
public struct SARIFReporter: Reporter {
    /// The `$schema` address.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The partial fingerprint's name.
    public static let fingerprintName = "lectorFinding/v1"
    /// The partial fingerprint code-scanning services match results by across runs.
    public static let lineHashName = "primaryLocationLineHash"

    /// The folder artifact URIs are relative to.
    public var root: ArtifactRoot

    /// Creates the reporter.
    public init(root: ArtifactRoot = ArtifactRoot()) {
        self.root = root
    }

    public func render(_ report: Report) -> String {
        var occurrences: [String: Int] = [:]
        let state: (Finding) -> String? = { finding in
            guard let baseline = report.baseline else { return nil }
            return baseline.contains(finding, root: root) ? "unchanged" : "new"
        }
        let results =
            report.findings.map {
                result(
                    $0, report: report, baselineState: report.baseline == nil ? nil : "new", occurrences: &occurrences)
            }
            + report.baselined.map { result($0, report: report, baselineState: "unchanged", occurrences: &occurrences) }
            + report.suppressed.map { result($0, report: report, baselineState: state($0), occurrences: &occurrences) }
        var runMembers: [(String, JSONValue)] = [
            (
                "tool",
                .members([
                    (
                        "driver",
                        .members([
                            ("name", .string(report.tool)),
                            ("version", .string(report.version)),
                            ("informationUri", .string(AuditDocumentation.home)),
                            ("rules", .list(report.rules.map(Self.rule))),
                        ])
                    )
                ])
            ),
            ("invocations", .list([invocation(report)])),
        ]
        if let base = root.absoluteBase {
            let uri = "file://" + Self.uri(base.hasSuffix("/") ? base : base + "/")
            runMembers.append(
                ("originalUriBaseIds", .members([(ArtifactRoot.uriBaseID, .members([("uri", .string(uri))]))])))
        }
        runMembers += [
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .list(results)),
            ("properties", .members([("locales", .list(report.locales.map(JSONValue.string)))])),
        ]
        let run = JSONValue.members(runMembers)
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
            members.append(
                (
                    "toolExecutionNotifications",
                    .list(
                        report.skippedInputs.map { skip in
                            .members([
                                ("level", .string("note")),
                                ("message", .members([("text", .string(skip.reason))])),
                                (
                                    "locations",
                                    .list([
                                        .members([
                                            (
                                                "physicalLocation",
                                                .members([
                                                    ("artifactLocation", .members(artifactLocation(skip.file)))
                                                ])
                                            )
                                        ])
                                    ])
                                ),
                            ])
                        })
                ))
        }
        return .members(members)
    }

    static func rule(_ rule: ReportedRule) -> JSONValue {
        .members([
            ("id", .string(rule.id)),
            ("shortDescription", .members([("text", .string(rule.shortDescription))])),
            ("fullDescription", .members([("text", .string(rule.fullDescription))])),
            ("helpUri", .string(AuditDocumentation.helpURI(forRule: rule.id))),
            ("help", .members([("text", .string(rule.fullDescription))])),
            ("defaultConfiguration", .members([("level", .string(rule.defaultSeverity.reportWord))])),
            ("properties", .members([("tags", .list(rule.tags.map(JSONValue.string)))])),
        ])
    }

    private func result(
        _ finding: Finding, report: Report, baselineState: String?, occurrences: inout [String: Int]
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index = report.ruleIndex(of: finding.rule) { members.append(("ruleIndex", .int(index))) }
        members.append(("kind", .string("fail")))
        members.append(("level", .string(finding.severity.reportWord)))
        members.append(("message", .members([("text", .string(finding.message))])))
        members.append(("locations", .list([location(finding.location, rule: finding.rule)])))
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .list(finding.related.map { location($0, rule: finding.rule) })))
        }
        let lineHash = lineHash(finding)
        let occurrence = (occurrences[lineHash] ?? 0) + 1
        occurrences[lineHash] = occurrence
        members.append(
            (
                "partialFingerprints",
                .members([
                    (Self.fingerprintName, .string(Self.fingerprint(finding))),
                    (Self.lineHashName, .string("\(lineHash):\(occurrence)")),
                ])
            ))
        if let baselineState { members.append(("baselineState", .string(baselineState))) }
        if let suppression = finding.suppression {
            members.append(
                (
                    "suppressions",
                    .list([
                        .members([
                            ("kind", .string("external")), ("justification", .string(suppression.reason)),
                        ])
                    ])
                ))
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
        return sha256(parts.joined(separator: "\n"))
    }

    /// The hex SHA-256 of `text`; empty when libcrypto cannot be opened (`lector audit --format sarif` checks that it
    /// can before it audits, with ``DigestHasher/checkAvailable()``).
    static func sha256(_ text: String) -> String {
        (try? DigestHasher.hexDigest(.sha256, text)) ?? ""
    }

    /// `primaryLocationLineHash` without its `:N` occurrence: the first 16 hex digits of SHA-256
    /// of rule (`:CHECK` added), locale, the artifact URI (or screen) and the key (or element
    /// path), joined by line feeds. No line or column goes in, so a result keeps it when lines move;
    /// the occurrence number (1, 2, … in result order) keeps repeated findings apart.
    func lineHash(_ finding: Finding) -> String {
        let rule = finding.check.map { finding.rule + ":" + $0 } ?? finding.rule
        let parts: [String]
        switch finding.location {
        case .element(let element): parts = [rule, finding.locale, element.screen, element.path]
        case .file(let file): parts = [rule, finding.locale, uriText(file.file), file.key ?? ""]
        }
        return String(Self.sha256(parts.joined(separator: "\n")).prefix(16))
    }

    /// The artifact location of a file: its URI relative to the base with `uriBaseId`, or an
    /// absolute `file://` URI for an absolute path outside the base. `<stdin>` stays as it is.
    func artifactLocation(_ path: String) -> [(String, JSONValue)] {
        guard path != "<stdin>" else { return [("uri", .string(Self.uri(path)))] }
        switch root.place(of: path) {
        case .relative(let relative):
            return [("uri", .string(Self.uri(relative))), ("uriBaseId", .string(ArtifactRoot.uriBaseID))]
        case .absolute(let absolute): return [("uri", .string("file://" + Self.uri(absolute)))]
        }
    }

    private func uriText(_ path: String) -> String {
        switch root.place(of: path) {
        case .relative(let relative): Self.uri(relative)
        case .absolute(let absolute): "file://" + Self.uri(absolute)
        }
    }

    func location(_ location: FindingLocation, rule: String) -> JSONValue {
        switch location {
        case .file(let file):
            var physical: [(String, JSONValue)] = [("artifactLocation", .members(artifactLocation(file.file)))]
            if let region = SARIFRegion.members(file, rule: rule) {
                physical.append(("region", .members(region)))
            }
            return .members([("physicalLocation", .members(physical))])
        case .element(let element):
            var members: [(String, JSONValue)] = []
            if element.isTreeFile {
                var physical: [(String, JSONValue)] = [
                    ("artifactLocation", .members(artifactLocation(element.file ?? element.screen)))
                ]
                if let line = element.line {
                    physical.append(("region", .members([("startLine", .integer(Int64(line)))])))
                }
                members.append(("physicalLocation", .members(physical)))
            }
            members.append(
                (
                    "logicalLocations",
                    .list([
                        .members([
                            ("fullyQualifiedName", .string("\(element.screen):\(element.path)")),
                            ("name", .string(element.path)),
                            ("kind", .string("element")),
                        ])
                    ])
                ))
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
