import Foundation
import Testing

@testable import Localization

/// Counts as the voices need them (issue 19 item 4): Arabic counts in the feminine before a feminine noun (3–99,
/// and the last two digits from 101 on), Spanish and French
/// counts ending in one agreeing with their noun; checked against the real espeak-ng's phonemes.
@Suite struct SpokenCountsTests {
    /// Japanese counts stay digits here: the speech layer reads every Japanese number in kana (issue 44).
    @Test func japaneseCountsStayDigits() {
        #expect(SpokenCounts.apply("アイテム 1こ", language: "ja") == "アイテム 1こ")
        #expect(!SpokenCounts.rewritesCounts(in: "ja"))
    }

    @Test(arguments: [
        ("3 صور", "ثَلاث صور"), ("8 صور", "ثَماني صور"), ("10 صور", "عَشر صور"), ("13 صورة", "ثَلاثَ عَشرَة صورة"),
        ("11 نتيجة", "إِحدى عَشرَة نتيجة"), ("21 صورة", "إِحدى وَعِشرون صورة"), ("30 صورة", "ثَلاثون صورة"),
        ("تمت إضافة 5 صور.", "تمت إضافة خَمس صور."), ("3 عناصر", "3 عناصر"), ("150 صورة", "150 صورة"),
        ("103 صور", "100 وَثَلاث صور"), ("1015 صورة", "1000 وَخَمسَ عَشرَة صورة"), ("2024 صورة", "2000 وَأَربَع وَعِشرون صورة"),
        ("200 صورة", "200 صورة"), ("102 صورة", "100 وَٱثنَتان صورة"), ("103 عناصر", "103 عناصر"),
        ("101 صورة", "100 وَواحِدَة صورة"), ("1001 نتيجة", "1000 وَواحِدَة نتيجة"), ("101 عنصر", "101 عنصر"),
        ("100 صورة", "100 صورة"), ("1 صورة", "1 صورة"), ("2 صورة", "2 صورة"),
    ])
    func arabicCountsAgreeWithFeminineNouns(text: String, spoken: String) {
        #expect(SpokenCounts.apply(text, language: "ar") == spoken)
    }

    @Test(arguments: [
        ("1 foto", "una foto"), ("21 fotos", "veintiuna fotos"), ("31 etiquetas", "treinta y una etiquetas"),
        ("201 fotos", "doscientas una fotos"), ("500 imágenes", "quinientas imágenes"), ("1 libra", "una libra"),
        ("1 artículo", "un artículo"), ("21 artículos", "veintiún artículos"),
        ("101 resultados", "ciento un resultados"),
        ("11 fotos", "11 fotos"), ("5 fotos", "5 fotos"), ("300 artículos", "300 artículos"),
        ("1001 fotos", "1001 fotos"),
        ("Página 1 de 3", "Página 1 de 3"), ("12.51 fotos", "12.51 fotos"),
    ])
    func spanishCountsEndingInOneAgree(text: String, spoken: String) {
        #expect(SpokenCounts.apply(text, language: "es") == spoken)
    }

    @Test(arguments: [
        ("1 photo", "une photo"), ("21 photos", "vingt et une photos"), ("81 photos", "quatre-vingt-une photos"),
        ("1 livre", "une livre"), ("101 photos", "100 une photos"), ("1061 images", "1000 soixante et une images"),
        ("71 photos", "71 photos"), ("11 photos", "11 photos"), ("21 articles", "21 articles"), ("0 livre", "0 livre"),
    ])
    func frenchFeminineCountsEndingInOneAgree(text: String, spoken: String) {
        #expect(SpokenCounts.apply(text, language: "fr") == spoken)
    }

    /// The voices read the rewritten Spanish and French counts as the feminine: una, vingt et une, une livre.
    @Test func theRealVoicesReadTheAgreeingForms() throws {
        let spanish = try Self.phonemes("es", SpokenCounts.apply("21 fotos", language: "es"))
        #expect(spanish.contains("'una"), "\(spanish)")
        #expect(try Self.phonemes("es", "21 fotos").contains("'uno"), "espeak-ng reads the digit as uno")
        let pound = try Self.phonemes("fr", SpokenCounts.apply("1 livre", language: "fr"))
        #expect(pound.hasPrefix("yn "), "une livre, not un livre: \(pound)")
        #expect(try Self.phonemes("fr", "1 livre").hasPrefix("'W~ "), "espeak-ng reads the digit as un")
        let hundreds = try Self.phonemes("ar", SpokenCounts.apply("103 صور", language: "ar"))
        #expect(hundreds.contains("w'aTal,a:T "), "ثلاث after مئة: \(hundreds)")
        #expect(try Self.phonemes("ar", "103 صور").contains("Tal'a:Ta "), "espeak-ng reads the digits in the masculine")
    }

    @Test func otherLanguagesAreUnchanged() {
        #expect(SpokenCounts.apply("1こ 3 صور", language: "en") == "1こ 3 صور")
    }

    /// The voices read the rewritten counts right: ثلاث (not ثلاثة).
    @Test func theRealVoicesReadTheRewrittenCounts() throws {
        let arabic = try Self.phonemes("ar", SpokenCounts.apply("3 صور", language: "ar"))
        #expect(arabic.hasPrefix("T'ala:T "), "\(arabic)")
        let masculine = try Self.phonemes("ar", "3 صور")
        #expect(masculine.hasPrefix("Tal'a:Ta "), "espeak-ng reads the digit in the masculine: \(masculine)")
    }

    /// The shipped tables fill their counts for the voice: ar "3 صور" is spoken ثَلاث; ja keeps its digits.
    @Test func shippedTablesSpeakTheCounts() throws {
        let japanese = try Self.strings("ja")
        #expect(japanese.plural(.itemsCount, count: 1, channel: .speech) == "アイテム 1こ")
        #expect(japanese.plural(.itemsCount, count: 1, channel: .display) == "アイテム1個")
        let arabic = try Self.strings("ar")
        #expect(arabic.plural(.photosCount, count: 3, channel: .speech) == "ثَلاث صُوَر")
        #expect(arabic.plural(.itemsCount, count: 3, channel: .speech) == "3 عَناصِر")
        #expect(arabic.plural(.photosCount, count: 103, channel: .speech) == "100 وَثَلاث صُوَر")
        #expect(arabic.plural(.photosCount, count: 101, channel: .speech) == "100 وَواحِدَة صورة")
        let spanish = try Self.strings("es")
        #expect(spanish.plural(.photosCount, count: 21, channel: .speech) == "veintiuna fotos")
        #expect(spanish.plural(.photosCount, count: 21, channel: .display) == "21 fotos")
        let french = try Self.strings("fr")
        #expect(french.plural(.photosCount, count: 21, channel: .speech) == "vingt et une photos")
        // The rate is a plural family: --rate 103 needs كلمات (few), spoken with the feminine ثلاث.
        #expect(arabic.plural(.settingsRateValue, count: 103, channel: .display) == "103 كلمات في الدقيقة")
        #expect(arabic.plural(.settingsRateValue, count: 103, channel: .speech) == "100 وَثَلاث كَلِمات في الدقيقة")
        #expect(arabic.plural(.settingsRateValue, count: 175, channel: .speech) == "100 وَخَمس وَسَبعون كلمة في الدقيقة")
        #expect(
            spanish.plural(.settingsRateValue, count: 121, channel: .speech) == "ciento veintiuna palabras por minuto")
        #expect(japanese.plural(.settingsRateValue, count: 175, channel: .speech) == "いっぷん あたり 175 たんご")
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
