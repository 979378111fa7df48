import Foundation
import TestSupport
import Testing

/// `lector l10n check --speech` on the built binary (the Arabic half of `strings.reading`): the fixture's
/// unvowelled يطلب is reported with the phonemes espeak-ng gives it; without `--speech` the check starts no
/// voice and finds nothing; the shipped tables pass with it.
@Suite(.serialized) struct L10nSpeechEndToEndTests {
    static let fixture = PackagePaths.fixtures.appendingPathComponent("strings-arabic-vowels").path

    @Test func theUnvowelledHintIsReportedWithSpeech() throws {
        let outcome = try ProcessRunner.lector(["l10n", "check", Self.fixture, "--speech", "--fail-on", "warning"])
        #expect(outcome.status == 1, "\(outcome.output) \(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n").filter { $0.contains("strings.reading") }
        #expect(lines.count == 1, "\(outcome.output)")
        let line = try #require(lines.first)
        #expect(line.contains("ar.lproj/Localizable.strings:4") && line.contains("search.field.hint"), "\(line)")
        #expect(line.contains("“jt[lb”"), "\(line)")
    }

    @Test func withoutSpeechTheArabicHalfDoesNotRun() throws {
        let outcome = try ProcessRunner.lector(["l10n", "check", Self.fixture, "--fail-on", "warning"])
        #expect(outcome.status == 0, "\(outcome.output) \(outcome.standardError)")
    }

    @Test func theShippedTablesPassWithSpeech() throws {
        let outcome = try ProcessRunner.lector(["l10n", "check", "--speech", "--fail-on", "warning"])
        #expect(outcome.status == 0, "\(outcome.output) \(outcome.standardError)")
        #expect(outcome.output.hasSuffix("0 errors, 0 warnings, 0 notes\n"), "\(outcome.output)")
    }
}
