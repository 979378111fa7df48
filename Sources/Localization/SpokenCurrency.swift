import Synchronization

/// The words of one currency for the speech channel, looked up once per formatter: the templates of its
/// `currency.<code>.major|minor` families for each plural category, chosen exactly as
/// ``Strings/pluralTemplate(_:number:)`` chooses them.
struct SpokenCurrency: Sendable {
    /// The code as given (`USD`, `usd`).
    let code: String
    /// The currency's minor-unit digits (``CurrencyMinorUnits``).
    let digits: Int
    /// The major unit's forms; nil when the code has no words (not an ISO code, or no family).
    let major: PluralForms?
    /// The minor unit's forms; nil when the currency has none in the tables.
    let minor: PluralForms?

    /// A plural family's template for each category, read once.
    struct PluralForms: Sendable {
        /// The rules of the table that owns the family.
        let rules: PluralRules?
        /// The chosen template for each ``PluralCategory``: zero, one, two, few, many, other.
        let templates: [PlaceholderTemplate]

        /// The template for `count`.
        func template(for count: Int) -> PlaceholderTemplate {
            let index: Int
            switch rules?.category(for: count) ?? .other {
            case .zero: index = 0
            case .one: index = 1
            case .two: index = 2
            case .few: index = 3
            case .many: index = 4
            case .other: index = 5
            }
            return templates[index]
        }
    }
}

/// The spoken currencies a formatter has used, and the two money templates of the speech channel, made on
/// first use (a formatter that says no amount reads none of them).
final class SpokenCurrencies: Sendable {
    /// The `currency.amount` and `number.negative` templates of the speech channel.
    struct Templates: Sendable {
        let amount: PlaceholderTemplate
        let negative: PlaceholderTemplate
        /// Whether the speech locale groups thousands (English only).
        let groupsThousands: Bool
        /// Whether the voice's count rules can rewrite a filled text of this language (``SpokenCounts``), decided
        /// once instead of per fill.
        let rewritesCounts: Bool
    }

    private let state = Mutex<(templates: Templates?, currencies: [SpokenCurrency])>((nil, []))
    /// Codes kept; amounts in other codes are looked up each time (codes come from data).
    private static let limit = 32

    /// The money templates of `strings`.
    func templates(_ strings: Strings) -> Templates {
        if let known = state.withLock({ $0.templates }) { return known }
        let made = Templates(
            amount: PlaceholderTemplate(strings.text(.currencyAmount, channel: .speech)),
            negative: PlaceholderTemplate(strings.text(.numberNegative, channel: .speech)),
            groupsThousands: SpeechNumber.groupsThousands(strings.locales.speech),
            rewritesCounts: SpokenCounts.rewritesCounts(in: strings.language))
        state.withLock { $0.templates = made }
        return made
    }

    /// The words of `code` in `strings`.
    func currency(_ code: String, _ strings: Strings) -> SpokenCurrency {
        if let known = state.withLock({ $0.currencies.first { $0.code == code } }) { return known }
        let digits = CurrencyMinorUnits.digits(for: code)
        var major: SpokenCurrency.PluralForms?
        var minor: SpokenCurrency.PluralForms?
        if ValueFormatter.isCurrencyCode(code) {
            major = strings.pluralForms(StringKey.currencyMajor(code: code))
            minor = strings.pluralForms(StringKey.currencyMinor(code: code))
        }
        let made = SpokenCurrency(code: code, digits: digits, major: major, minor: minor)
        state.withLock { state in
            if state.currencies.count < Self.limit { state.currencies.append(made) }
        }
        return made
    }
}

extension Strings {
    /// The speech templates of a plural family for every category (the reading where the table's language has
    /// one), as ``pluralTemplate(_:number:channel:)`` chooses them, or nil when no table has the family.
    func pluralForms(_ family: StringKey) -> SpokenCurrency.PluralForms? {
        guard hasFamily(family) else { return nil }
        let rules = pluralRules(ofFamily: family)
        // In the order of the cases: zero, one, two, few, many, other.
        let templates = [PluralCategory.zero, .one, .two, .few, .many, .other].map { category in
            PlaceholderTemplate(pluralTemplate(family, category: category, channel: .speech))
        }
        return SpokenCurrency.PluralForms(rules: rules, templates: templates)
    }
}
