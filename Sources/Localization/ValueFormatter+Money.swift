import Core
import Foundation

extension ValueFormatter {
    /// A money amount: N's currency format on the display, words for speech.
    ///
    /// Speech (localization.md §6): round half-even to the currency's minor digits (Lector's
    /// own ISO 4217 table), write major and minor parts in `currency.<code>.major|minor.<category>`,
    /// join them with `currency.amount`, drop a zero part, and wrap a negative amount in
    /// `number.negative`. A code without words uses `currency.other-code`.
    public func money(_ amount: Decimal, code: String, channel: Channel) -> String {
        let digits = CurrencyMinorUnits.digits(for: code)
        switch channel {
        case .display:
            let style = Decimal.FormatStyle.Currency(code: code.uppercased(), locale: locales.numbersLocale)
                .precision(.fractionLength(digits))
                .rounded(rule: .toNearestOrEven)
            return amount.formatted(style)
        case .speech:
            return spokenMoney(amount, code: code, digits: digits)
        }
    }

    private func spokenMoney(_ amount: Decimal, code: String, digits: Int) -> String {
        if let fast = spokenMoneyInMinorUnits(amount, code: code, digits: digits) { return fast }
        let rounded = Self.round(amount, scale: digits, mode: .bankers)
        let magnitude = rounded.magnitude
        let major = Self.round(magnitude, scale: 0, mode: .down)
        let minorValue = (magnitude - major) * Self.power(of: 10, digits)
        let minor = NSDecimalNumber(decimal: Self.round(minorValue, scale: 0, mode: .plain)).intValue
        let majorFamily = StringKey.currencyMajor(code: code)
        let minorFamily = StringKey.currencyMinor(code: code)
        let text: String
        if Self.isCurrencyCode(code), strings.hasFamily(majorFamily) {
            let majorText = part(majorFamily, digits: major.description, count: major)
            if minor == 0 || !strings.hasFamily(minorFamily) {
                text = majorText
            } else {
                let minorText = part(
                    minorFamily, digits: SpeechNumber.integer(minor, speechLocale: locales.speech),
                    count: Decimal(minor))
                text =
                    major.isZero
                    ? minorText
                    : strings.format(.currencyAmount, .text(majorText), .text(minorText), channel: .speech)
            }
        } else {
            let name =
                locales.speechLocale.localizedString(forCurrencyCode: code.uppercased())
                ?? code.uppercased()
            // A whole amount is said without its zero decimals ("1500", not "1500.00").
            let number = magnitude.formatted(
                Decimal.FormatStyle(locale: locales.speechLocale)
                    .precision(.fractionLength(minor == 0 ? 0 : digits))
                    .grouping(speechGrouping))
            text = strings.format(.currencyOtherCode, .text(number), .text(name), channel: .speech)
        }
        guard rounded < 0 else { return text }
        return strings.format(.numberNegative, .text(text), channel: .speech)
    }

    /// The common case in integer arithmetic: an ISO code with words and an amount that fits in 64 bits of
    /// minor units. Rounds half-even like the Decimal path; nil sends the amount down that path.
    private func spokenMoneyInMinorUnits(_ amount: Decimal, code: String, digits: Int) -> String? {
        guard Self.isCurrencyCode(code), digits <= 4, amount.magnitude < 1_000_000_000_000 else { return nil }
        let scaled = Self.round(amount * Self.power(of: 10, digits), scale: 0, mode: .bankers)
        let units = NSDecimalNumber(decimal: scaled).int64Value
        guard Decimal(units) == scaled else { return nil }
        let majorFamily = StringKey.currencyMajor(code: code)
        guard strings.hasFamily(majorFamily) else { return nil }
        let minorFamily = StringKey.currencyMinor(code: code)
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let major = Int(units.magnitude / UInt64(divisor))
        let minor = Int(units.magnitude % UInt64(divisor))
        let majorText = integerPart(majorFamily, major)
        let text: String
        if minor == 0 || !strings.hasFamily(minorFamily) {
            text = majorText
        } else {
            let minorText = integerPart(minorFamily, minor)
            text =
                major == 0
                ? minorText : strings.format(.currencyAmount, .text(majorText), .text(minorText), channel: .speech)
        }
        return units < 0 ? strings.format(.numberNegative, .text(text), channel: .speech) : text
    }

    private func integerPart(_ family: StringKey, _ count: Int) -> String {
        let spoken = SpeechNumber.integer(count, speechLocale: locales.speech)
        let template = strings.pluralTemplate(family, number: Double(count), channel: .speech)
        return strings.fill(template, arguments: [.text(spoken)], channel: .speech)
    }

    /// An amount in the currency's minor units (`-129999` USD: minus 1,299 dollars and 99 cents) in words for
    /// speech, exactly as ``money(_:code:channel:)`` says it; nil when the code has no words
    /// (`currency.<code>.major`), which that function says with the currency's name, and for 10¹² major units
    /// or more, whose plural category that function reads from a `Double` of the `Decimal`.
    ///
    /// Integer arithmetic and templates read once per currency: the amounts of free text take this way.
    public func spokenMoney(minorUnits units: Int64, code: String) -> String? {
        let currency = spokenCurrencies.currency(code, strings)
        guard let majorForms = currency.major, currency.digits <= 4 else { return nil }
        var divisor: UInt64 = 1
        for _ in 0..<currency.digits { divisor *= 10 }
        guard units.magnitude / divisor < 1_000_000_000_000 else { return nil }
        let templates = spokenCurrencies.templates(strings)
        let major = Int(units.magnitude / divisor)
        let minor = Int(units.magnitude % divisor)
        let majorText = spokenPart(majorForms, major, templates)
        var text = majorText
        if minor != 0, let minorForms = currency.minor {
            let minorText = spokenPart(minorForms, minor, templates)
            text = major == 0 ? minorText : spokenFill(templates.amount, majorText, minorText, templates)
        }
        return units < 0 ? spokenFill(templates.negative, text, nil, templates) : text
    }

    /// One part of an amount: the form for `count`, its `%d` filled with speech digits.
    private func spokenPart(_ forms: SpokenCurrency.PluralForms, _ count: Int, _ templates: SpokenCurrencies.Templates)
        -> String
    {
        spokenFill(
            forms.template(for: count), SpeechNumber.integer(count, grouped: templates.groupsThousands), nil, templates)
    }

    /// ``Strings/fill(_:arguments:channel:)`` on the speech channel of one or two text arguments, with a template
    /// already read: the count rules run only in a language whose voice has them (the same text otherwise).
    private func spokenFill(
        _ template: PlaceholderTemplate, _ first: String, _ second: String?, _ templates: SpokenCurrencies.Templates
    ) -> String {
        let filled = template.fill(text: first, second)
        return templates.rewritesCounts ? SpokenCounts.apply(filled, language: strings.language) : filled
    }

    /// One part: the family's string for the part's category, `%d` filled with speech digits.
    private func part(_ family: StringKey, digits: String, count: Decimal) -> String {
        let spoken = SpeechNumber.groupsThousands(locales.speech) ? SpeechNumber.group(digits) : digits
        let template = strings.pluralTemplate(family, number: NSDecimalNumber(decimal: count).doubleValue)
        return strings.fill(template, arguments: [.text(spoken)], channel: .speech)
    }

    static func isCurrencyCode(_ code: String) -> Bool {
        code.count == 3 && code.allSatisfy(\.isASCIILetter)
    }

    static func round(_ value: Decimal, scale: Int, mode: NSDecimalNumber.RoundingMode) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, mode)
        return result
    }

    static func power(of base: Decimal, _ exponent: Int) -> Decimal {
        var result: Decimal = 1
        for _ in 0..<max(0, exponent) { result *= base }
        return result
    }
}
