import Audit
import Foundation
import TestSupport
import Testing

/// The JUnit report of a project whose keys, file names and messages carry controls: well-formed XML 1.0 (xmllint)
/// and inert, every control shown as the terminal's display filter shows it.
@Suite struct JUnitReporterTests {
    static let key = "title\u{1B}]0;owned\u{07}\u{9B}2J\u{7F}\u{202E}\u{FFFE}"

    static func report() -> Report {
        let file = "App\u{1B}]2;x\u{07}/de.lproj/Localizable.strings"
        let finding = Finding(
            rule: "strings.missing-key", severity: .warning, locale: "de",
            message: "The key “\(key)” is\tmissing\r\nhere.",
            location: .file(FileLocation(file: file, line: 3, column: 1, key: key)))
        let element = Finding(
            rule: "label.missing", severity: .error, locale: "en", message: "No label \u{1B}[2J.",
            location: .element(
                ElementLocation(screen: "tree\u{9D}0;t\u{9C}.json", path: "Items/\u{1B}[H", isTreeFile: true)))
        return Report(
            version: "1.0.0", locales: ["en", "de"], inputs: [.strings(dir: "App\u{1B}]2;x\u{07}")],
            rules: [], findings: [finding, element],
            groups: [
                AuditGroup(
                    name: file, locale: "de", className: "lector.audit.strings.de",
                    cases: [.init(name: key, target: .entry(key: key, line: 3))])
            ])
    }

    @Test func controlsAreMadeVisibleAndTheXMLIsWellFormed() throws {
        let text = JUnitReporter().render(Self.report())
        let raw = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
                || $0 == "\u{FFFE}"
        }
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        #expect(text.contains("name=\"title␛]0;owned␇&lt;U+009B&gt;2J␡&lt;U+202E&gt;\\UFFFE\""), "\(text)")
        #expect(text.contains("is&#9;missing&#13;&#10;here."), "tab and line end kept in the message attribute")
        #expect(text.contains("is\tmissing&#13;\nhere."), "tab and line feed kept in the failure text")
        #expect(text.contains("tree&lt;U+009D&gt;0;t&lt;U+009C&gt;.json"))
        let file = try PackagePaths.temporaryDirectory("junit-controls").appendingPathComponent("report.xml")
        try Data(text.utf8).write(to: file)
        let lint = try ProcessRunner.run("/usr/bin/xmllint", ["--noout", file.path])
        #expect(lint.status == 0, "\(lint.standardError)")
        let schema = try SchemaValidation.junit(text)
        #expect(schema.status == 0, "\(schema.standardError)")
    }
}
