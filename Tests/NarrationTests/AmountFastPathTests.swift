import Foundation
import TestSupport
import Testing

@testable import Localization
@testable import Narration

/// The integer way amounts of free text are read and said (``Amount/Reading/minorUnits(in:digits:)``,
/// ``FreeTextRecognizer/spokenMoney(_:in:code:negative:)``) against the general `Decimal` way, on many
/// generated amounts: short and long, negative, zero, ties at the rounding digit, many decimals, grouped.
@Suite struct AmountFastPathTests {
    static func digits(_ count: Int, _ generator: inout SeededGenerator) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }

    /// Written amounts (`1234.5678`, `0.125`, `000012.50`, 40 digits): the edges, then random ones whose
    /// fraction is built around each currency's rounding digit.
    static func writtenAmounts() -> [String] {
        var amounts = [
            "0", "0.0", "0.00", "0.005", "0.015", "0.025", "0.0250", "0.02500001", "0.995", "1.005", "2.5", "3.5",
            "0.5", "1.5", "0.49999999999", "999999999999.995", "999999999999.99", "999999999999.985",
            "1000000000000", "1000000000000.5", "999999999999", "12345678901234567890.123456789",
            "000000000000000000001.25", "0.000000000000000000000000000001", "1.00005", "1.00015", "1.00025",
            "1.0005", "1.0015", "1.0025", "1.00050000000000000000000000", "1.000500000000000000000000000000001",
            "123456789012345678901234567890", "12345678901234567890123456789.5", "1234567890123456789012345678.95",
            String(repeating: "9", count: 12) + "." + String(repeating: "9", count: 18),
            String(repeating: "9", count: 12) + "." + String(repeating: "9", count: 19),
            String(repeating: "1", count: 39), String(repeating: "1", count: 45) + ".5",
        ]
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<600 {
            let integer = digits(Int.random(in: 1...16, using: &generator), &generator)
            let fraction: String
            switch Int.random(in: 0...5, using: &generator) {
            case 0: fraction = ""
            case 1: fraction = digits(Int.random(in: 1...4, using: &generator), &generator)
            case 2:  // a tie at the cents, the yen or the fils
                let kept = Int.random(in: 0...4, using: &generator)
                fraction =
                    digits(kept, &generator) + "5"
                    + String(repeating: "0", count: Int.random(in: 0...6, using: &generator))
            case 3:  // just past a tie
                fraction =
                    digits(Int.random(in: 0...4, using: &generator), &generator) + "5"
                    + String(repeating: "0", count: Int.random(in: 0...8, using: &generator)) + "1"
            case 4: fraction = digits(Int.random(in: 5...20, using: &generator), &generator)
            default: fraction = digits(Int.random(in: 20...40, using: &generator), &generator)
            }
            amounts.append(fraction.isEmpty ? integer : integer + "." + fraction)
        }
        return amounts
    }

    /// The general way's rounding: `Decimal` × 10^digits, rounded half-even, as 64 bits.
    static func decimalUnits(_ text: String, digits: Int) -> Int64? {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        let scaled = ValueFormatter.round(value * ValueFormatter.power(of: 10, digits), scale: 0, mode: .bankers)
        return NSDecimalNumber(decimal: scaled).int64Value
    }

    static let plain = SeparatorSet(grouping: ",", decimal: ".")

    @Test func readingsRoundAsDecimalRounds() throws {
        var fast = 0
        for text in Self.writtenAmounts() {
            let scalars = Array(text.unicodeScalars)
            let reading = try #require(Amount.reading(scalars, at: 0, separators: Self.plain), "\(text)")
            #expect(reading.end == scalars.count, "\(text)")
            #expect(reading.text(in: scalars) == text, "\(text)")
            for digits in 0...4 {
                guard let units = reading.minorUnits(in: scalars, digits: digits) else { continue }
                #expect(units == Self.decimalUnits(text, digits: digits), "\(text) at \(digits) digits")
                fast += 1
            }
        }
        #expect(fast > 2_000)
    }

    @Test(arguments: [
        ("1,234,567.891", SeparatorSet(grouping: ",", decimal: "."), "1234567.891"),
        ("1.234.567,891", SeparatorSet(grouping: ".", decimal: ","), "1234567.891"),
        ("12 345,5", SeparatorSet(grouping: " ", decimal: ","), "12345.5"),
        ("0.005", SeparatorSet(grouping: ".", decimal: ","), "0005"),
    ])
    func groupedAndCommaReadingsKeepTheirDigits(text: String, separators: SeparatorSet, plain: String) throws {
        let scalars = Array(text.unicodeScalars)
        let reading = try #require(Amount.reading(scalars, at: 0, separators: separators))
        #expect(reading.text(in: scalars) == plain)
        #expect(reading.minorUnits(in: scalars, digits: 2) == Self.decimalUnits(plain, digits: 2))
    }

    static let tags = ["en", "de", "es", "fr", "ja", "ar", "en-XA", "ar-XB"]

    @Test(arguments: tags)
    func moneyIsSaidAsTheDecimalWaySaysIt(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let recognizer = FreeTextRecognizer(language: language, mediumDate: language.lookups.mediumDate)
        let codes = ["USD", "EUR", "GBP", "JPY", "KRW", "AED", "KWD", "CLF"]
        var compared = 0
        for (index, text) in Self.writtenAmounts().enumerated() where index % 2 == 0 || tag == "en" {
            let scalars = Array(text.unicodeScalars)
            let reading = try #require(Amount.reading(scalars, at: 0, separators: Self.plain))
            for code in codes {
                for negative in [false, true] {
                    let general = recognizer.generalSpokenMoney(reading, in: scalars, code: code, negative: negative)
                    let spoken = recognizer.spokenMoney(reading, in: scalars, code: code, negative: negative)
                    #expect(spoken == general, "\(tag) \(negative ? "-" : "")\(text) \(code)")
                    compared += 1
                }
            }
        }
        #expect(compared > 4_000)
    }
}
