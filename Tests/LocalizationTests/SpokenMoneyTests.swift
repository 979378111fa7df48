import Foundation
import TestSupport
import Testing

@testable import Localization

/// ``ValueFormatter/spokenMoney(minorUnits:code:)``, the integer way amounts of free text are said, against the
/// general `Decimal` way (``ValueFormatter/money(_:code:channel:)``) on many generated amounts in every shipped
/// language and the pseudo-locales: a single differing word fails.
@Suite struct SpokenMoneyTests {
    static let tags = ["en", "de", "es", "fr", "ja", "ar", "en-XA", "ar-XB", "en-GB", "fr-CA"]
    /// Codes with words, codes without (said by name: the integer way declines them), 0, 3 and 4 minor digits,
    /// and a code written in lower case.
    static let codes = ["USD", "EUR", "GBP", "JPY", "KWD", "CLF", "CHF", "KRW", "usd", "Eur", "US", "U1D"]

    /// Minor-unit amounts: the edges, every small one, powers of ten and their neighbours, the plural-rule
    /// boundaries (1, 2, 3–10, 11–99, 100, 10⁶) and random ones of every length.
    static func amounts() -> [Int64] {
        var amounts: [Int64] = [0, 1, -1, Int64.max, Int64.min + 1, 1_000_000_000_000_000, -999_999_999_999_999]
        amounts += (0...250).map(Int64.init)
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            amounts += [power - 1, power, power + 1, -power, power * 2 + 1, power + 100, power + 101]
        }
        for count in [1, 2, 3, 10, 11, 21, 31, 99, 101, 1_000_000, 2_000_000, 21_000_001] {
            amounts += [Int64(count) * 100, Int64(count) * 100 + 1, Int64(count), Int64(count) * 10_000]
        }
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<400 {
            let digits = Int.random(in: 1...18, using: &generator)
            var value: Int64 = 0
            for _ in 0..<digits { value = value * 10 + Int64.random(in: 0...9, using: &generator) }
            amounts.append(Bool.random(using: &generator) ? value : -value)
        }
        return amounts
    }

    static func power(_ digits: Int) -> Int64 {
        var power: Int64 = 1
        for _ in 0..<digits { power *= 10 }
        return power
    }

    /// `units` × 10^-digits, exactly.
    static func decimal(_ units: Int64, digits: Int) -> Decimal {
        Decimal(sign: units < 0 ? .minus : .plus, exponent: -digits, significand: Decimal(units.magnitude))
    }

    @Test(arguments: tags)
    func theIntegerWaySaysWhatTheDecimalWaySays(tag: String) throws {
        let formatter = try ValueFormatterTests.formatter(tag)
        let amounts = Self.amounts()
        var compared = 0
        for code in Self.codes {
            let digits = CurrencyMinorUnits.digits(for: code)
            for units in amounts {
                let general = formatter.money(Self.decimal(units, digits: digits), code: code, channel: .speech)
                guard let fast = formatter.spokenMoney(minorUnits: units, code: code) else {
                    // Declined only for codes without words, which the general way says with their name, and
                    // from 10¹² major units on.
                    let major = units.magnitude / UInt64(Self.power(digits))
                    #expect(
                        !formatter.strings.hasFamily(StringKey.currencyMajor(code: code))
                            || !ValueFormatter.isCurrencyCode(code) || major >= 1_000_000_000_000,
                        "\(tag) \(code) \(units)")
                    continue
                }
                #expect(fast == general, "\(tag) \(code) \(units)")
                compared += 1
            }
        }
        // Four codes have words in every language, two of them written in other cases.
        #expect(compared >= amounts.count * 4)
    }

    @Test func aCodeWithoutWordsIsDeclined() throws {
        let formatter = try ValueFormatterTests.formatter("en")
        #expect(formatter.spokenMoney(minorUnits: 150, code: "CHF") == nil)
        #expect(formatter.spokenMoney(minorUnits: 150, code: "US$") == nil)
        #expect(formatter.spokenMoney(minorUnits: -150, code: "USD") == "minus 1 dollar and 50 cents")
    }

    /// The original grouping: a comma every three digits of the decimal digits, from the right.
    static func referenceInteger(_ value: Int, grouped: Bool) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if grouped, offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    @Test func speechIntegersAreWrittenAsBefore() {
        var values = [0, 1, -1, 9, 10, 999, 1000, -1000, 1_234_567, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power]
        }
        var generator = SeededGenerator(seed: 7)
        values += (0..<500).map { _ in Int.random(in: Int.min...Int.max, using: &generator) }
        for value in values {
            #expect(SpeechNumber.integer(value, grouped: true) == Self.referenceInteger(value, grouped: true))
            #expect(SpeechNumber.integer(value, grouped: false) == Self.referenceInteger(value, grouped: false))
            if value >= 0 { #expect(SpeechNumber.group(String(value)) == Self.referenceInteger(value, grouped: true)) }
        }
    }

    @Test(arguments: [
        ("en", true), ("en_US", true), ("EN-gb", true), ("En@numbers=latn", true), ("en_US.UTF-8", true),
        ("e", false), ("", false), ("eng", false), ("enx", false), ("de", false), ("de_DE", false), ("fr_CA", false),
        ("ja", false), ("ar", false), ("xen", false), ("en\u{301}", false), ("ên", false),
    ])
    func onlyEnglishGroupsThousands(locale: String, groups: Bool) {
        #expect(SpeechNumber.groupsThousands(locale) == groups)
        let original = locale.prefix(while: { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased() == "en"
        #expect(original == groups)
    }
}
