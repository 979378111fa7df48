import Audit
import Foundation
import TestSupport
import Testing

/// `Tests/Fixtures/strings-mistakes` gives exactly what its EXPECTED.md lists, with lines.
@Suite struct StringsFixtureTests {
    static func report() throws -> Report {
        let url = PackagePaths.fixtures.appendingPathComponent("strings-mistakes")
        let folder = try StringsFolder.read(url, displayPath: "strings-mistakes")
        let audit = StringsAudit()
        let strings = try StringsTables.english()
        return audit.report(audit.run(folder, strings: strings), folder: folder, version: "1.0.0", strings: strings)
    }

    @Test func findsExactlyTheExpectedProblems() throws {
        let findings = try Self.report().findings.map { finding -> String in
            let location = finding.file
            let name = [finding.rule, finding.check].compactMap { $0 }.joined(separator: "/")
            return "\(location?.file ?? "?") \(name) \(location?.key ?? "-")@\(location?.line.map(String.init) ?? "-")"
        }
        let de = "strings-mistakes/de.lproj/Localizable.strings"
        let fr = "strings-mistakes/fr.lproj/Localizable.strings"
        #expect(
            findings == [
                "\(de) strings.untranslated screen.journal.title@3",
                "\(de) strings.placeholder-type plant.height.format@4",
                "\(de) strings.plural-missing-category notes.count.one@5",
                "\(de) strings.label-rules/label.redundant-trait button.water.label@6",
                "\(de) strings.label-rules/hint.gesture button.water.hint@7",
                "\(de) strings.label-rules/hint.missing-period button.water.hint@7",
                "\(de) strings.duplicate-key button.water.hint@9",
                "\(de) strings.extra-key garden.legacy.banner@10",
                "\(fr) strings.syntax plant.height.format@4",
                "\(fr) strings.missing-key notes.count.one@-",
                "\(fr) strings.missing-key notes.count.other@-",
                "\(fr) strings.missing-key button.water.label@-",
                "\(fr) strings.missing-key button.water.hint@-",
            ])
    }

    @Test func failsTheDefaultThreshold() throws {
        let report = try Self.report()
        #expect(FailLevel.error.fails(report))
        #expect(!FailLevel.never.fails(report))
        #expect(report.summary.line == "4 errors, 8 warnings, 1 notes")
        #expect(report.locales == ["en", "de", "fr"])
        #expect(report.keysAudited == 21)
    }
}

/// The shipped `Localizations/` passes with no errors and no warnings.
@Suite struct ShippedLocalizationsAuditTests {
    @Test func hasNoErrorsOrWarnings() throws {
        let folder = try StringsFolder.read(PackagePaths.localizations, displayPath: "Localizations")
        let result = StringsAudit().run(folder, strings: try StringsTables.english())
        let serious = result.findings.filter { $0.severity >= .warning }
        #expect(serious.isEmpty, "\(serious.map(FindingLine.text).joined(separator: "\n"))")
        #expect(result.locales.first == "en")
    }
}
