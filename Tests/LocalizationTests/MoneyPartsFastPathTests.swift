import TestSupport
import Testing

@testable import Localization

/// The money parts of issue 20's fourth pass against the general ways: the minor digits of a code compared as
/// one number, and templates filled with one or two texts without an argument array.
@Suite struct MoneyPartsFastPathTests {
    @Test func packedCodesHaveTheTablesDigits() {
        var codes = [
            "USD", "usd", "JPY", "jpy", "JpY", "KWD", "kwd", "CLF", "UYW", "uyw", "BIF", "XPF", "EUR", "", "US", "USDX",
            "ÜSD", "J\u{0130}Y", "kw\u{212A}", "12$", "€", "\r\nA", "\u{0131}QD",
        ]
        var generator = SeededGenerator(seed: 139)
        let letters: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0-") + ["ß", "é"]
        for _ in 0..<20_000 { codes.append(generator.string(from: letters, maxLength: 4)) }
        var listed = 0
        for code in codes {
            let digits = CurrencyMinorUnits.digits(for: code)
            #expect(digits == CurrencyMinorUnits.digitsByTable(for: code), "\(code)")
            if digits != 2 { listed += 1 }
        }
        #expect(listed > 10)
    }

    @Test func templatesFilledWithTextsAgreeWithTheArgumentFill() {
        let pieces = ["%@", "%1$@", "%2$@", "%d", "%3$@", "%%", " dollars", "y ", "و", "%", "%s", ""]
        var generator = SeededGenerator(seed: 149)
        let words: [Character] = Array("ab 1,") + ["é", "ド"]
        for _ in 0..<4_000 {
            let template = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let read = PlaceholderTemplate(template)
            let first = generator.string(from: words, maxLength: 5)
            let second = generator.string(from: words, maxLength: 5)
            #expect(read.fill(text: first) == read.fill([.text(first)], number: { String($0) }), "\(template)")
            #expect(
                read.fill(text: first, second) == read.fill([.text(first), .text(second)], number: { String($0) }),
                "\(template)")
        }
    }
}
