import Foundation
import Testing

@testable import Localization

/// Counts as the voices need them (issue 19 item 4): Japanese k-row counters with their sound change, Arabic
/// counts of 3–99 in the feminine before a feminine noun; checked against the real espeak-ng's phonemes.
@Suite struct SpokenCountsTests {
    @Test(arguments: [
        ("アイテム 1こ", "アイテム いっこ"), ("アイテム 6こ", "アイテム ろっこ"), ("アイテム 8こ", "アイテム はっこ"),
        ("アイテム 10こ", "アイテム じゅっこ"), ("けっか 1けん", "けっか いっけん"), ("けっか 8けん", "けっか はっけん"),
        ("しゃしん 6こちゅう 1ばんめ", "しゃしん ろっこちゅう 1ばんめ"), ("アイテム 100こ", "アイテム ひゃっこ"),
        ("アイテム 21こ", "アイテム にじゅういっこ"), ("アイテム 600こ", "アイテム ろっぴゃっこ"),
        ("アイテム 3こ", "アイテム 3こ"), ("しゃしん 1まい", "しゃしん 1まい"), ("12.50こ", "12.50こ"),
        ("1000こ", "1000こ"),
    ])
    func japaneseCountersChangeTheirSound(text: String, spoken: String) {
        #expect(SpokenCounts.apply(text, language: "ja") == spoken)
    }

    @Test(arguments: [
        ("3 صور", "ثَلاث صور"), ("8 صور", "ثَماني صور"), ("10 صور", "عَشر صور"), ("13 صورة", "ثَلاثَ عَشرَة صورة"),
        ("11 نتيجة", "إِحدى عَشرَة نتيجة"), ("21 صورة", "إِحدى وَعِشرون صورة"), ("30 صورة", "ثَلاثون صورة"),
        ("تمت إضافة 5 صور.", "تمت إضافة خَمس صور."), ("3 عناصر", "3 عناصر"), ("150 صورة", "150 صورة"),
    ])
    func arabicCountsAgreeWithFeminineNouns(text: String, spoken: String) {
        #expect(SpokenCounts.apply(text, language: "ar") == spoken)
    }

    @Test func otherLanguagesAreUnchanged() {
        #expect(SpokenCounts.apply("1こ 3 صور", language: "en") == "1こ 3 صور")
    }

    /// The voices read the rewritten counts right: いっこ (not いち こ), ثلاث (not ثلاثة).
    @Test func theRealVoicesReadTheRewrittenCounts() throws {
        let japanese = try Self.phonemes("ja", SpokenCounts.apply("アイテム 1こ", language: "ja"))
        #expect(japanese.contains("'ikko"), "\(japanese)")
        let digits = try Self.phonemes("ja", "アイテム 1こ")
        #expect(!digits.contains("ikko"), "\(digits)")
        let arabic = try Self.phonemes("ar", SpokenCounts.apply("3 صور", language: "ar"))
        #expect(arabic.hasPrefix("T'ala:T "), "\(arabic)")
        let masculine = try Self.phonemes("ar", "3 صور")
        #expect(masculine.hasPrefix("Tal'a:Ta "), "espeak-ng reads the digit in the masculine: \(masculine)")
    }

    /// The shipped tables fill their counts for the voice: ja "アイテム 1こ" is spoken いっこ, ar "3 صور" ثَلاث.
    @Test func shippedTablesSpeakTheCounts() throws {
        let japanese = try Self.strings("ja")
        #expect(japanese.plural(.itemsCount, count: 1, channel: .speech) == "アイテム いっこ")
        #expect(japanese.plural(.itemsCount, count: 1, channel: .display) == "アイテム1個")
        let arabic = try Self.strings("ar")
        #expect(arabic.plural(.photosCount, count: 3, channel: .speech) == "ثَلاث صور")
        #expect(arabic.plural(.itemsCount, count: 3, channel: .speech) == "3 عناصر")
    }

    static func strings(_ tag: String) throws -> Strings {
        let folder = PackagePaths.localizations
        let locales = try ResolvedLocales.resolve(
            option: tag, environment: [:], availableLanguages: LocalizationsLocator.languages(in: folder))
        return try Strings.load(directory: folder, locales: locales) { _ in }
    }

    static func phonemes(_ voice: String, _ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["espeak-ng", "-q", "-x", "-v", voice, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
