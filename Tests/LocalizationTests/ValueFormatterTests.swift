import Foundation
import Testing

@testable import Localization

@Suite struct ValueFormatterTests {
    /// A formatter over the shipped tables for a `--locale` value, in UTC.
    static func formatter(_ locale: String) throws -> ValueFormatter {
        let folder = PackagePaths.localizations
        let locales = try ResolvedLocales.resolve(
            option: locale, environment: [:], availableLanguages: LocalizationsLocator.languages(in: folder))
        let strings = try Strings.load(directory: folder, locales: locales) { _ in }
        return ValueFormatter(strings: strings, timeZone: try #require(TimeZone(identifier: "UTC")))
    }

    struct Money: CustomTestStringConvertible, Sendable {
        var amount: String
        var code: String
        var displayEnglish: String
        var spokenEnglish: String
        var displayGerman: String
        var spokenGerman: String
        var testDescription: String { "\(amount) \(code)" }
    }

    /// narration.md §5.5.
    static let money: [Money] = [
        Money(
            amount: "1299.99", code: "USD", displayEnglish: "$1,299.99", spokenEnglish: "1,299 dollars and 99 cents",
            displayGerman: "1.299,99\u{A0}$", spokenGerman: "1299 Dollar und 99 Cent"),
        Money(
            amount: "1.00", code: "EUR", displayEnglish: "€1.00", spokenEnglish: "1 euro",
            displayGerman: "1,00\u{A0}€", spokenGerman: "ein Euro"),
        Money(
            amount: "0.05", code: "EUR", displayEnglish: "€0.05", spokenEnglish: "5 cents",
            displayGerman: "0,05\u{A0}€", spokenGerman: "5 Cent"),
        Money(
            amount: "-20.00", code: "GBP", displayEnglish: "-£20.00", spokenEnglish: "minus 20 pounds",
            displayGerman: "-20,00\u{A0}£", spokenGerman: "minus 20 Pfund"),
        Money(
            amount: "1500", code: "JPY", displayEnglish: "¥1,500", spokenEnglish: "1,500 yen",
            displayGerman: "1.500\u{A0}¥", spokenGerman: "1500 Yen"),
    ]

    @Test(arguments: money)
    func formatsMoney(_ row: Money) throws {
        let amount = try #require(Decimal(string: row.amount, locale: Locale(identifier: "en_US_POSIX")))
        let english = try Self.formatter("en_US")
        let german = try Self.formatter("de_DE")
        #expect(english.money(amount, code: row.code, channel: .display) == row.displayEnglish)
        #expect(english.money(amount, code: row.code, channel: .speech) == row.spokenEnglish)
        #expect(german.money(amount, code: row.code, channel: .display) == row.displayGerman)
        #expect(german.money(amount, code: row.code, channel: .speech) == row.spokenGerman)
    }

    @Test(arguments: [
        ("0.005", "USD", "0 dollars"), ("0.015", "USD", "2 cents"), ("0.025", "USD", "2 cents"),
        ("1.01", "GBP", "1 pound and 1 penny"), ("-0.5", "EUR", "minus 50 cents"),
        ("1000000", "USD", "1,000,000 dollars"), ("2.5", "JPY", "2 yen"), ("3.5", "JPY", "4 yen"),
        ("1.2345", "usd", "1 dollar and 23 cents"),
    ])
    func roundsHalfEvenAndDropsZeroParts(amount: String, code: String, expected: String) throws {
        let value = try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        #expect(try Self.formatter("en_US").money(value, code: code, channel: .speech) == expected)
    }

    @Test func speaksOtherCodesWithTheCurrencyName() throws {
        let value = try #require(Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX")))
        let german = try Self.formatter("de_DE").money(value, code: "CHF", channel: .speech)
        #expect(german.hasPrefix("1234,50 "))
        #expect(german.count > "1234,50 ".count)
        let english = try Self.formatter("en_US").money(-value, code: "KWD", channel: .speech)
        #expect(english.hasPrefix("minus 1,234.500 "))
    }

    @Test func formatsNumbersForEachChannel() throws {
        let english = try Self.formatter("en_US")
        let german = try Self.formatter("de_DE")
        #expect(english.number(1299, channel: .speech) == "1,299")
        #expect(german.number(1299, channel: .speech) == "1299")
        #expect(german.number(1299, channel: .display) == "1.299")
        #expect(german.number(1234.5, channel: .speech) == "1234,5")
        #expect(english.number(1234.5, channel: .speech) == "1,234.5")
        #expect(english.percent(0.256, channel: .display) == "25.6%")
    }

    @Test func speechNumbersUseLatinDigitsInArabic() throws {
        let locales = ResolvedLocales(
            messages: "ar_EG", numbers: "ar_EG", time: "ar_EG", strings: "en", speech: "ar_EG")
        let strings = Strings(tables: [StringsTable(language: "en", entries: [])], locales: locales)
        let formatter = ValueFormatter(strings: strings, timeZone: try #require(TimeZone(identifier: "UTC")))
        #expect(formatter.number(1234.5, channel: .speech) == "1234.5")
        #expect(formatter.number(1234567, channel: .speech) == "1234567")
        #expect(formatter.number(1234567, channel: .display) != "1234567")
    }

    static func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    @Test(arguments: [
        ("en_US", "2024-03-05T00:00:00Z", false, "Mar 5, 2024", "March fifth, 2024"),
        ("de_DE", "2024-03-05T00:00:00Z", false, "05.03.2024", "fünfter März 2024"),
        (
            "en_US", "2024-06-15T12:30:00Z", true, "Jun 15, 2024 at 12:30\u{202F}PM",
            "June fifteenth, 2024 at 12:30\u{202F}PM"
        ),
        ("de_DE", "2024-06-15T12:30:00Z", true, "15.06.2024, 12:30", "fünfzehnter Juni 2024, 12:30"),
        (
            "en_US", "2024-06-15T14:30:00Z", true, "Jun 15, 2024 at 2:30\u{202F}PM",
            "June fifteenth, 2024 at 2:30\u{202F}PM"
        ),
        ("de_DE", "2024-06-15T14:30:00Z", true, "15.06.2024, 14:30", "fünfzehnter Juni 2024, 14:30"),
        ("en_US", "2024-12-31T23:59:00Z", false, "Dec 31, 2024", "December thirty-first, 2024"),
    ])
    func formatsDates(locale: String, iso: String, withTime: Bool, display: String, speech: String) throws {
        let formatter = try Self.formatter(locale)
        let date = try Self.date(iso)
        #expect(formatter.date(date, includesTime: withTime, channel: .display) == display)
        #expect(formatter.date(date, includesTime: withTime, channel: .speech) == speech)
    }

    @Test func usesTheInjectedTimeZone() throws {
        let folder = PackagePaths.localizations
        let strings = try Strings.load(directory: folder, locales: .english) { _ in }
        let tokyo = ValueFormatter(strings: strings, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        #expect(
            tokyo.date(try Self.date("2024-06-15T20:00:00Z"), includesTime: false, channel: .speech)
                == "June sixteenth, 2024")
    }

    @Test func exposesTheDisplayDatePattern() throws {
        let english = try Self.formatter("en_US")
        #expect(english.displayDatePattern == "MMM d, y")
        #expect(english.displayShortMonthNames.first == "Jan")
    }

    @Test(arguments: [("en_US", "A, B, and C"), ("de_DE", "A, B und C")])
    func formatsLists(locale: String, expected: String) throws {
        let formatter = try Self.formatter(locale)
        #expect(formatter.list(["A", "B", "C"], channel: .display) == expected)
        #expect(formatter.list(["A", "B", "C"], channel: .speech) == expected)
    }

    @Test func formatsRelativeDatesAgainstAnInjectedNow() throws {
        let german = try Self.formatter("de_DE")
        let now = try Self.date("2024-06-15T12:00:00Z")
        #expect(german.relative(now.addingTimeInterval(-86_400), now: now, channel: .display) == "gestern")
        #expect(
            german.relative(now.addingTimeInterval(-2 * 366 * 86_400), now: now, channel: .display) == "vor 2 Jahren")
    }

    @Test func formatsDurations() throws {
        let german = try Self.formatter("de_DE")
        #expect(german.duration(.seconds(3725), channel: .display) == "1 Stunde, 2 Minuten und 5 Sekunden")
    }
}
