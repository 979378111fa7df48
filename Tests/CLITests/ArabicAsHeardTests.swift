import Foundation
import Localization
import Screens
import TestSupport
import Testing
import Utterances

/// Issue 44 item 2, Arabic as heard, through the real voice (libespeak-ng in the test process and in the built
/// binary): each case is a spoken Arabic string as Lector makes it (a count, an amount, a time, a screen) and the
/// words the voice misread in it. Each word's expected phonemes are what espeak-ng says for the word written with
/// its vowels, never phonemes typed here, and the test also checks that the unvowelled word is read otherwise,
/// so a case fails when the reading is lost.
@Suite(.serialized) struct ArabicAsHeardTests {
    /// The phonemes espeak-ng's Arabic voice gives for `text`, without stress marks (`'`, `,`), whose place
    /// changes with the words around.
    static func phonemes(_ text: String) throws -> String {
        let markup = Utterance(language: "ar", text: text).markup(capitals: .none)
        let phonemes = try SharedSynthesizer.shared.phonemes(markup: markup, language: "ar")
        return Self.withoutStress(phonemes)
    }

    static func withoutStress(_ phonemes: String) -> String {
        String(phonemes.filter { $0 != "'" && $0 != "," })
    }

    /// Expects the phonemes of `spoken` to hold those of each vowelled word, which the unvowelled word lacks.
    static func expectHeard(_ spoken: String, vowelled words: [String], in context: String) throws {
        for word in words {
            let expected = try phonemes(word)
            let bare = String(word.unicodeScalars.filter { !(0x064B...0x0652).contains($0.value) })
                .replacingOccurrences(of: "ٱ", with: "ا")
            #expect(try phonemes(bare) != expected, "\(context): \(bare) is already read as \(word)")
            #expect(spoken.contains(expected), "\(context): \(word) (\(expected)) not heard in \(spoken)")
        }
    }

    // MARK: - Counts

    @Test(arguments: [
        ("photos.count", 1, ["واحِدَة"]), ("photos.count", 2, ["صورَتان"]), ("items.count", 2, ["عُنصُران"]),
        ("tags.count", 2, ["وَسمان"]), ("photos.count", 5, ["خَمس", "صُوَر"]), ("items.count", 5, ["عَناصِر"]),
        ("tags.count", 5, ["وُسوم"]), ("photos.count", 10, ["عَشر", "صُوَر"]), ("photos.count", 11, ["إِحدى"]),
        ("photos.count", 21, ["إِحدى"]), ("photos.count", 101, ["وَواحِدَة"]), ("photos.count", 102, ["وَٱثنَتان"]),
    ])
    func countsAreHeardWithTheirNounsGender(family: String, count: Int, vowelled: [String]) throws {
        let strings = try NarrationFixture.strings("ar")
        let spoken = strings.plural(StringKey(family), count: count, channel: .speech)
        try Self.expectHeard(try Self.phonemes(spoken), vowelled: vowelled, in: "\(family) \(count): \(spoken)")
    }

    // MARK: - Amounts, dates and times

    /// Money in words: the conjunction and the minor unit vowelled (وسنتان was read wsnta:n, وبنسان wbnsa:n).
    @Test(arguments: [
        ("2.02", "USD", ["وَسِنتان"]), ("1.01", "USD", ["وَسِنت"]), ("2.02", "GBP", ["جُنَيهان", "وَبِنسان"]),
        ("3.05", "GBP", ["جُنَيهات", "بِنسات"]),
    ])
    func amountsAreHeardWithTheirVowels(amount: String, code: String, vowelled: [String]) throws {
        let formatter = ValueFormatter(
            strings: try NarrationFixture.strings("ar"), timeZone: try #require(TimeZone(identifier: "UTC")))
        let spoken = formatter.money(try #require(Decimal(string: amount)), code: code, channel: .speech)
        try Self.expectHeard(try Self.phonemes(spoken), vowelled: vowelled, in: "\(amount) \(code): \(spoken)")
    }

    /// Arabic-Indic digits with the Arabic separators are read as the number they write, as ASCII digits are.
    @Test(arguments: [("١٬٥٠٠ ¥", "1500 ¥"), ("٣٫٥", "3.5"), ("لدي ١٬٢٥٠ كتابًا", "لدي 1250 كتابًا")])
    func arabicIndicDigitsAreReadAsNumbers(written: String, ascii: String) throws {
        let spoken = try Self.speak(written)
        #expect(spoken == (try Self.speak(ascii)), "\(written)")
        #expect(spoken != Self.withoutStress(try SharedSynthesizer.shared.phonemes(markup: written, language: "ar")))
    }

    /// The time of a spoken date says صَباحًا and مَساءً, not the letters ص and م.
    @Test(arguments: [(10, "صَباحًا"), (21, "مَساءً")])
    func timesSayTheirDayPeriodInWords(hour: Int, vowelled: String) throws {
        let words = ScreenStrings(
            strings: try NarrationFixture.strings("ar"), timeZone: try #require(TimeZone(identifier: "UTC")))
        var components = DateComponents(year: 2024, month: 6, day: 1, hour: hour, minute: 37)
        components.timeZone = TimeZone(identifier: "UTC")
        let date = try #require(Calendar(identifier: .gregorian).date(from: components))
        let dateTime = words.dateTime(date)
        let spoken = try Self.phonemes(dateTime.speech)
        try Self.expectHeard(spoken, vowelled: [vowelled], in: dateTime.speech)
        #expect(!dateTime.speech.contains(" ص") && !dateTime.speech.hasSuffix(" م"), "\(dateTime.speech)")
    }

    // MARK: - Screens

    /// The words of the home, items, photo and settings screens the voice misread without their vowels.
    @Test func screensAreHeardWithTheirVowels() throws {
        let fixture = try PseudoLocaleScreenTests.fixture()
        let photo = try #require(fixture.screens.first { $0.hasPrefix("photo/") && !$0.hasSuffix("/tags") })
        let cases: [(String, [String])] = [
            ("home", ["العَناصِر", "الصُوَر", "الوُسوم", "الإِعدادات"]),
            ("items", ["العَناصِر"]),
            ("photos", ["الصُوَر", "مُفَضْضَلَة", "يَفتَحُها"]),
            (photo, ["الوُسوم", "لِتَبديل", "اِضغَط"]),
            ("settings", ["لِلتَعديل", "التَلميحات", "نَغَمات", "التَفاصيل", "بِٱلمِئَة", "عَلامات", "اِضغَط", "لِتَبديل"]),
        ]
        for (screen, vowelled) in cases {
            let output = try NativeSpeechScreenTests.run(
                ["speak", "--screen", screen, "--all", "--output", "phonemes", "--locale", "ar"], fixture.folder)
            try Self.expectHeard(Self.withoutStress(output), vowelled: vowelled, in: "ar \(screen)")
        }
    }

    /// `lector speak TEXT --locale ar --output phonemes`: user text through Narration and the voice.
    static func speak(_ text: String) throws -> String {
        let outcome = try ProcessRunner.lector(["speak", text, "--locale", "ar", "--output", "phonemes", "-q"])
        #expect(outcome.status == 0, "\(text): \(outcome.standardError)")
        return withoutStress(outcome.output).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
