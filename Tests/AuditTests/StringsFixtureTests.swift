import Audit
import Foundation
import Testing
import TestSupport

/// `../shared/fixtures/strings-broken` gives exactly what its EXPECTED.md lists, with lines.
@Suite struct StringsFixtureTests {
    static func report() throws -> Report {
        let url = PackagePaths.sharedFixtures.appendingPathComponent("strings-broken")
        let folder = try StringsFolder.read(url, displayPath: "strings-broken")
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
        let de = "strings-broken/de.lproj/Localizable.strings"
        let fr = "strings-broken/fr.lproj/Localizable.strings"
        #expect(findings == [
            "\(de) strings.untranslated screen.photos.title@3",
            "\(de) strings.placeholder-type item.value.format@4",
            "\(de) strings.plural-missing-category photos.count.one@5",
            "\(de) strings.label-rules/label.redundant-trait button.add.label@6",
            "\(de) strings.label-rules/hint.gesture button.add.hint@7",
            "\(de) strings.label-rules/hint.missing-period button.add.hint@7",
            "\(de) strings.duplicate-key button.add.hint@8",
            "\(de) strings.extra-key obsolete.key@9",
            "\(fr) strings.syntax screen.photos.title@2",
            "\(fr) strings.missing-key photos.count.one@-",
            "\(fr) strings.missing-key photos.count.other@-",
            "\(fr) strings.missing-key button.add.label@-",
            "\(fr) strings.missing-key button.add.hint@-",
        ])
    }

    @Test func failsTheDefaultThreshold() throws {
        let report = try Self.report()
        #expect(FailLevel.error.fails(report))
        #expect(!FailLevel.never.fails(report))
        #expect(report.summary.line == "8 errors, 4 warnings, 1 notes")
        #expect(report.locales == ["en", "de", "fr"])
        #expect(report.keysAudited == 18)
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
