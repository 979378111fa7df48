import Foundation
import Synchronization
import Testing

@testable import Localization

/// Issue 20: a command parses no table it does not read. The display tables of the chain are parsed at
/// start; a language's `Readings.strings` only on the first speech-channel lookup that reaches its table.
@Suite struct LazyReadingsTests {
    /// The notices a load gave after it returned.
    final class NoticeLog: Sendable {
        let notices = Mutex<[String]>([])
    }

    private func japaneseStrings(readings: String, log: NoticeLog = NoticeLog()) throws -> Strings {
        let folder = try PackagePaths.temporaryFolder()
        try PackagePaths.write(
            """
            "trait.button" = "Button.";
            "notice.strings-table-skipped" = "Skipping a broken strings table: %@";
            """, to: "en.lproj/Localizable.strings", in: folder)
        try PackagePaths.write(#""trait.button" = "釦。";"#, to: "ja.lproj/Localizable.strings", in: folder)
        try PackagePaths.write(readings, to: "ja.lproj/Readings.strings", in: folder)
        let locales = try ResolvedLocales.resolve(
            option: "ja", environment: [:], availableLanguages: LocalizationsLocator.languages(in: folder))
        return try Strings.load(
            directory: folder, locales: locales, notice: { Issue.record("no notice at start: \($0)") },
            readingsNotice: { notice in log.notices.withLock { $0.append(notice) } })
    }

    @Test func displayLookupsParseNoReadings() throws {
        let strings = try japaneseStrings(readings: #""trait.button" = "ボタン。";"#)
        #expect(strings.hasReadings)
        #expect(strings.parsedReadings.isEmpty)
        #expect(strings.text(.traitButton) == "釦。")
        #expect(strings.format(.traitButton, channel: .display) == "釦。")
        #expect(strings.parsedReadings.isEmpty)
    }

    @Test func theFirstSpeechLookupParsesTheReadings() throws {
        let strings = try japaneseStrings(readings: #""trait.button" = "ボタン。";"#)
        #expect(strings.text(.traitButton, channel: .speech) == "ボタン。")
        #expect(strings.parsedReadings == ["ja"])
        #expect(strings.readings["ja"]?["trait.button"] == "ボタン。")
    }

    @Test func aBrokenReadingsFileGivesItsNoticeWhenFirstUsedAndTheDisplayValueIsSpoken() throws {
        let log = NoticeLog()
        let strings = try japaneseStrings(readings: #""trait.button" = ボタン;"#, log: log)
        #expect(log.notices.withLock { $0 }.isEmpty)
        #expect(strings.text(.traitButton, channel: .speech) == "釦。")
        #expect(strings.text(.traitButton, channel: .speech) == "釦。")
        let received = log.notices.withLock { $0 }
        #expect(received.count == 1)
        #expect(received.first?.hasPrefix("Skipping a broken strings table: ") == true)
        #expect(received.first?.contains("ja.lproj/Readings.strings:1:") == true)
    }
}
