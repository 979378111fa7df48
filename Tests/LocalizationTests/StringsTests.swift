import Foundation
import Testing

@testable import Localization

@Suite struct StringsTests {
    private static func table(_ language: String, _ values: KeyValuePairs<String, String>) -> StringsTable {
        StringsTable(language: language, entries: values.map { StringsEntry(key: $0.key, value: $0.value) })
    }

    private static let english = table(
        "en",
        [
            "a": "A en", "b": "B en", "c": "C en",
            "photos.count.one": "%d photo", "photos.count.other": "%d photos",
            "items.count.one": "%d item", "items.count.other": "%d items",
        ])

    private static func german(_ messages: String = "de_AT") -> Strings {
        let locales = ResolvedLocales(
            messages: messages, numbers: messages, time: messages, strings: "de-AT", speech: messages)
        return Strings(
            tables: [
                table("de-AT", ["a": "A at"]),
                table(
                    "de", ["a": "A de", "b": "B de", "photos.count.one": "ein Foto", "photos.count.other": "%d Fotos"]),
                english,
            ],
            locales: locales)
    }

    @Test func looksUpTheFallbackChainInOrder() {
        let strings = Self.german()
        #expect(strings.text(StringKey("a")) == "A at")
        #expect(strings.text(StringKey("b")) == "B de")
        #expect(strings.text(StringKey("c")) == "C en")
        #expect(strings.text(StringKey("missing.key")) == "missing.key")
        #expect(strings.value(StringKey("missing.key")) == nil)
        #expect(strings.language == "de-AT")
    }

    @Test(arguments: [(1, "ein Foto"), (0, "0 Fotos"), (2, "2 Fotos"), (1500, "1.500 Fotos")])
    func choosesTheGermanFamily(count: Int, expected: String) {
        #expect(Self.german("de_DE").plural(.photosCount, count: count) == expected)
    }

    @Test func aFamilyMissingFromALanguageUsesTheEnglishTableAndRules() {
        let strings = Self.german()
        #expect(strings.plural(.itemsCount, count: 1) == "1 item")
        #expect(strings.plural(.itemsCount, count: 3) == "3 items")
        #expect(strings.plural(StringKey("no.family"), count: 3) == "no.family")
    }

    @Test func speechCountsUseSpeechDigits() {
        #expect(Self.german().plural(.photosCount, count: 1500, channel: .speech) == "1500 Fotos")
        let english = Strings(tables: [Self.english], locales: .english)
        #expect(english.plural(.photosCount, count: 1500, channel: .speech) == "1,500 photos")
        #expect(english.plural(.photosCount, count: 1500) == "1,500 photos")
    }

    @Test func arabicUsesEveryCategoryAndFallsBackToOther() {
        let arabic = Strings(
            tables: [
                Self.table("ar", ["n.zero": "z", "n.one": "o", "n.two": "t", "n.few": "f %d", "n.other": "x %d"]),
                Self.english,
            ],
            locales: ResolvedLocales(messages: "ar_EG", numbers: "ar_EG", time: "ar_EG", strings: "ar", speech: "ar_EG")
        )
        let family = StringKey("n")
        #expect(
            [0, 1, 2, 3, 11, 100].map { arabic.plural(family, count: $0, channel: .speech) }
                == ["z", "o", "t", "f 3", "x 11", "x 100"])
        #expect(arabic.isRightToLeft)
    }

    // MARK: - Placeholders

    @Test(arguments: [
        ("%@ and %@", ["x", "y"], "x and y"),
        ("%2$@ %1$@", ["x", "y"], "y x"),
        ("%1$@ %2$d of %3$d.", ["Photos", "#2", "#5"], "Photos 2 of 5."),
        ("100%% sure", [], "100% sure"),
        ("%@ %@", ["only"], "only "),
        ("%@", ["a", "b", "c"], "a"),
        ("50% off %x %", ["a"], "50% off %x %"),
        ("%0$@ %10$@ %1$s", ["a"], "%0$@ %10$@ %1$s"),
        ("%d items", ["#1234567"], "1,234,567 items"),
        ("%@", ["#-5"], "-5"),
        ("no placeholders", ["a"], "no placeholders"),
        ("%", [], "%"),
        ("%1$", ["a"], "%1$"),
        ("\u{E9}%@\u{301}", ["x"], "\u{E9}x\u{301}"),
    ])
    func fillsPlaceholders(template: String, arguments: [String], expected: String) {
        let strings = Strings(tables: [Self.english], locales: .english)
        let values: [StringArgument] = arguments.map {
            $0.hasPrefix("#") ? .number(Int($0.dropFirst()) ?? 0) : .text($0)
        }
        #expect(strings.fill(template, arguments: values, channel: .display) == expected)
    }

    @Test func formatsNumbersForTheChannel() {
        let strings = Self.german("de_DE")
        #expect(strings.fill("%d", arguments: [.number(1234567)], channel: .display) == "1.234.567")
        #expect(strings.fill("%d", arguments: [.number(1234567)], channel: .speech) == "1234567")
        #expect(strings.format(StringKey("missing %d"), 5) == "missing 5")
    }
}

extension StringsTests {
    @Test func acceptsInterpolatedAndLiteralArguments() {
        let strings = Strings(
            tables: [Self.table("en", ["context.series": "%1$@ %2$d of %3$d."])], locales: .english)
        let label = "Photos"
        #expect(strings.format(.contextSeries, "\(label)", 2, 5) == "Photos 2 of 5.")
        #expect(
            strings.format(.contextSeries, arguments: [.text(label), .number(1200), 5], channel: .speech)
                == "Photos 1,200 of 5.")
    }
}
