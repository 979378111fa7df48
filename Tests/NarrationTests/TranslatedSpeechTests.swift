import Accessibility
import Foundation
import Localization
import Narration
import TestSupport
import Testing

/// The es, fr, ja and ar tables in speech: money 1299.99 USD and the date 2024-03-05 (narration.md §5.5,
/// localization.md §6), typed and as element values, through each language's narrator; plus the checks
/// that keep the Japanese words readable by the Japanese voice and the Arabic speech free of bidi marks.
@Suite struct TranslatedSpeechTests {
    struct Language: CustomTestStringConvertible, Sendable {
        let tag: String
        /// 1299.99 USD spoken.
        let money: String
        /// 2024-03-05 spoken.
        let date: String
        /// "Photos" · `$1,299.99` · button, selected.
        let label: String
        let selectedMoneyButton: String
        /// A label · "2024-03-05".
        let dateLabel: String
        let dateElement: String

        var testDescription: String { tag }
    }

    static let languages: [Language] = [
        Language(
            tag: "es", money: "1299 dólares con 99 centavos", date: "5 de marzo de 2024",
            label: "Fotos", selectedMoneyButton: "Seleccionado: Fotos: 1299 dólares con 99 centavos. Botón.",
            dateLabel: "Fecha", dateElement: "Fecha: 5 de marzo de 2024"),
        Language(
            tag: "fr", money: "1299 dollars et 99 sèntes", date: "5 mars 2024",
            label: "Photos", selectedMoneyButton: "Sélectionné : Photos\u{A0}: 1299 dollars et 99 sèntes. Bouton.",
            dateLabel: "Date", dateElement: "Date\u{A0}: 5 mars 2024"),
        Language(
            tag: "ja", money: "1299ドル 99セント", date: "2024ねん さんがつ いつか",
            label: "しゃしん", selectedMoneyButton: "せんたくずみ: しゃしん：1299ドル 99セント。ボタン。",
            dateLabel: "ひづけ", dateElement: "ひづけ：2024ねん さんがつ いつか"),
        Language(
            tag: "ar", money: "1299 دولارًا وَ99 سنتًا", date: "5 مارس 2024",
            label: "صور", selectedMoneyButton: "محدد: صور: 1299 دولارًا وَ99 سنتًا. زر.",
            dateLabel: "التاريخ", dateElement: "التاريخ: 5 مارس 2024"),
    ]

    static let march5: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2024, month: 3, day: 5))!
    }()

    @Test(arguments: languages)
    func typedMoneyAndDateInSpeechForm(language: Language) throws {
        let formatter = try NarrationFixture.language(language.tag).formatter
        #expect(formatter.money(Decimal(string: "1299.99")!, code: "USD", channel: .speech) == language.money)
        #expect(formatter.spokenDate(year: 2024, month: 3, day: 5) == language.date)
        #expect(formatter.date(Self.march5, includesTime: false, channel: .speech) == language.date)
    }

    @Test(arguments: languages)
    func elementValuesSpeakTheSameWords(language: Language) throws {
        let narrator = try NarrationFixture.narrator(language.tag)
        let money = AccessibilityElement(label: language.label, value: "$1,299.99", traits: [.button, .selected])
        let moneySpeech = try narrator.describe(money, context: .none)
        #expect(moneySpeech.description.textForm() == language.selectedMoneyButton)
        #expect(moneySpeech.description.language == language.tag)
        #expect(moneySpeech.hint == nil)

        let date = AccessibilityElement(label: language.dateLabel, value: "2024-03-05", traits: [.staticText])
        let dateSpeech = try narrator.describe(date, context: .none)
        #expect(dateSpeech.description.textForm() == language.dateElement)
        #expect(dateSpeech.hint == nil)
    }

    /// The plural category of each part picks the form (localization.md §5, §6).
    @Test(arguments: [
        ("es", "1.00", "EUR", "un euro"), ("es", "0.05", "EUR", "5 céntimos"),
        ("es", "-20.00", "GBP", "menos 20 libras"), ("es", "1500", "JPY", "1500 yenes"),
        ("es", "1000000", "USD", "1000000 de dólares"), ("es", "1.01", "USD", "un dólar con un centavo"),
        ("fr", "1.00", "EUR", "1 euro"), ("fr", "0.05", "EUR", "5 centimes"),
        ("fr", "-20.00", "GBP", "moins 20 livres"), ("fr", "1500", "JPY", "1500 yens"),
        ("fr", "1000000", "USD", "1000000 de dollars"), ("fr", "0.01", "USD", "1 sènte"),
        ("ja", "1.00", "EUR", "1ユーロ"), ("ja", "0.05", "EUR", "5セント"),
        ("ja", "-20.00", "GBP", "マイナス 20ポンド"), ("ja", "1500", "JPY", "1500えん"),
        ("ar", "1.00", "EUR", "يورو واحد"), ("ar", "0.05", "EUR", "5 سِنتات"),
        ("ar", "-20.00", "GBP", "سالب 20 جنيهًا إسترلينيًا"), ("ar", "1500", "JPY", "1500 ين"),
        ("ar", "2.02", "USD", "دولاران وَسِنتان"), ("ar", "5.11", "USD", "5 دولارات وَ11 سنتًا"),
        ("ar", "100", "USD", "100 دولار"),
    ])
    func moneyPartsTakeTheirPluralForms(tag: String, amount: String, code: String, spoken: String) throws {
        let formatter = try NarrationFixture.language(tag).formatter
        #expect(formatter.money(Decimal(string: amount)!, code: code, channel: .speech) == spoken)
    }

    /// French speakers say a dollar's cents /sɛnt/ and pence /pɛns/; given the written words, the French voice says
    /// *cent* (a hundred, s'A~) and *pense* (p'A~s). The speech channel takes the tables' readings, and the real
    /// voice says the words right.
    @Test(arguments: [
        ("0.99", "USD", "s'Ent", "s'A~"), ("0.01", "USD", "s'Ent", "s'A~"), ("1.99", "USD", "s'Ent", "s'A~"),
        ("2.50", "GBP", "p'Ens", "p'A~s"), ("0.20", "GBP", "p'Ens", "p'A~s"),
    ])
    func frenchCentsAndPenceAreSaidAsFrenchSpeakersSayThem(amount: String, code: String, right: String, wrong: String)
        throws
    {
        let formatter = try NarrationFixture.language("fr").formatter
        let spoken = formatter.money(Decimal(string: amount)!, code: code, channel: .speech)
        let phonemes = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", "fr", spoken]).output
        #expect(phonemes.contains(right), "\(spoken) → \(phonemes)")
        #expect(!phonemes.contains(wrong), "\(spoken) → \(phonemes)")
    }

    /// Every date word of every month and day, spoken in a full date, in each language.
    @Test(arguments: ["es", "fr", "ja", "ar"])
    func everyDayAndMonthIsSpoken(tag: String) throws {
        let formatter = try NarrationFixture.language(tag).formatter
        for month in 1...12 {
            for day in 1...31 {
                let spoken = formatter.spokenDate(year: 2024, month: month, day: day)
                #expect(spoken.contains("2024"), "\(tag) \(month)-\(day): \(spoken)")
                #expect(!spoken.contains("date."), "\(tag) \(month)-\(day): \(spoken)")
            }
        }
    }

    /// The words narration adds, as the text form shows them.
    static func spokenWords(_ tag: String) throws -> [(String, String)] {
        let strings = try NarrationFixture.strings(tag)
        let prefixes = [
            "trait.", "context.", "element.", "nav.", "bool.", "photos.count.", "items.count.", "currency.",
            "number.", "date.", "speech.", "symbol.",
        ]
        let path = PackagePaths.localizations.appendingPathComponent("\(tag).lproj/Localizable.strings")
        let document = try StringsDocument.read(path)
        return document.entries
            .filter { entry in prefixes.contains { entry.key.hasPrefix($0) } }
            // Compared with labels, never spoken itself.
            .filter { $0.key != "trait.back-descriptor" }
            .map { ($0.key, strings.text(StringKey($0.key), channel: .speech)) }
    }

    /// The Japanese voice reads every kanji as "Chinese letter": every word it is given is kana (the reading of
    /// Readings.strings where the display holds kanji).
    @Test func japaneseSpokenWordsHaveNoKanji() throws {
        let words = try Self.spokenWords("ja")
        #expect(words.count > 100)
        for (key, value) in words {
            let kanji = value.unicodeScalars.filter { (0x3400...0x9FFF).contains($0.value) || $0.value == 0x3005 }
            #expect(kanji.isEmpty, "ja \(key) = \(value)")
        }
    }

    /// Trait and context words end with a sentence end composition tests for (`.`, `。` in Japanese), in
    /// every language.
    @Test(arguments: ["es", "fr", "ja", "ar"])
    func traitWordsKeepTheirFinalPeriod(tag: String) throws {
        let strings = try NarrationFixture.strings(tag)
        let keys = [
            "trait.selected", "trait.dimmed", "trait.button", "trait.back-button", "trait.switch-button",
            "trait.state-on", "trait.state-off", "trait.state-mixed", "trait.tab", "trait.text-field",
            "trait.secure-text-field", "trait.is-editing", "trait.heading", "trait.link", "trait.adjustable",
            "trait.image", "trait.search-field", "context.series", "context.list-start", "context.list-end",
            "context.landmark-start", "context.landmark-end", "context.table-row", "context.table-column",
            "element.unlabeled", "nav.empty", "nav.not-found",
        ]
        for key in keys {
            #expect(strings.text(StringKey(key)).hasSuffix(SentenceEnd.terminator(forLanguage: tag)), "\(tag) \(key)")
        }
    }

    /// Arabic speech carries no bidi marks (narration.md §5.1 removes them; the table has none to remove).
    @Test func arabicSpeechIsFreeOfBidiMarks() throws {
        let marks: Set<UInt32> = [
            0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
        ]
        for (key, value) in try Self.spokenWords("ar") {
            #expect(!value.unicodeScalars.contains { marks.contains($0.value) }, "ar \(key)")
        }
        let narrator = try NarrationFixture.narrator("ar")
        let element = AccessibilityElement(label: "صور", value: "$1,299.99", traits: [.button, .selected])
        let text = try narrator.describe(element, context: .tab(index: 2, count: 5)).description.textForm()
        #expect(text == "محدد: صور: 1299 دولارًا وَ99 سنتًا. علامة تبويب. 2 من 5.")
        #expect(!text.unicodeScalars.contains { marks.contains($0.value) })
    }
}
