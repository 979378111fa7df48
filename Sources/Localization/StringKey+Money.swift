// Keys of spoken numbers, money and dates (narration.md §4, §5.2).
extension StringKey {
    // MARK: - Numbers and money

    /// `minus %@`, wrapping a negative spoken amount.
    public static let numberNegative = StringKey("number.negative")
    /// `%1$@ and %2$@`, joining the major and minor parts of a spoken amount.
    public static let currencyAmount = StringKey("currency.amount")
    /// `%1$@ %2$@`: a spoken amount and the currency name, for codes without words.
    public static let currencyOtherCode = StringKey("currency.other-code")
    /// Plural family `currency.usd.major`: dollars.
    public static let currencyUSDMajor = StringKey("currency.usd.major")
    /// Plural family `currency.usd.minor`: cents.
    public static let currencyUSDMinor = StringKey("currency.usd.minor")
    /// Plural family `currency.eur.major`: euros.
    public static let currencyEURMajor = StringKey("currency.eur.major")
    /// Plural family `currency.eur.minor`: euro cents.
    public static let currencyEURMinor = StringKey("currency.eur.minor")
    /// Plural family `currency.gbp.major`: pounds.
    public static let currencyGBPMajor = StringKey("currency.gbp.major")
    /// Plural family `currency.gbp.minor`: pence.
    public static let currencyGBPMinor = StringKey("currency.gbp.minor")
    /// Plural family `currency.jpy.major`: yen.
    public static let currencyJPYMajor = StringKey("currency.jpy.major")

    /// The plural family of the major unit of a currency, such as `currency.usd.major`.
    ///
    /// Codes come from data, so the family may be missing; ``Strings/hasFamily(_:)`` tells.
    public static func currencyMajor(code: String) -> StringKey {
        StringKey("currency.\(code.lowercased()).major")
    }

    /// The plural family of the minor unit of a currency, such as `currency.usd.minor`.
    public static func currencyMinor(code: String) -> StringKey {
        StringKey("currency.\(code.lowercased()).minor")
    }

    // MARK: - Dates

    /// The spoken date pattern: `%1$@` day word, `%2$@` month word, `%3$@` year.
    public static let dateSpoken = StringKey("date.spoken")

    /// The spoken day periods that replace the speech locale's `AM` and `PM` symbols in a spoken time
    /// (ar ص and م are read as letter names).
    public static let dateSpokenAM = StringKey("date.spoken.am")
    public static let dateSpokenPM = StringKey("date.spoken.pm")

    /// The month words `date.month.1` … `date.month.12`, January first.
    public static let dateMonths: [StringKey] = (1...12).map { StringKey("date.month.\($0)") }

    /// The spoken day words `date.day.1` … `date.day.31`.
    public static let dateDays: [StringKey] = (1...31).map { StringKey("date.day.\($0)") }

    /// The month word key for a month from 1 to 12 (clamped into that range).
    public static func dateMonth(_ month: Int) -> StringKey {
        dateMonths[min(max(month, 1), 12) - 1]
    }

    /// The day word key for a day of the month from 1 to 31 (clamped into that range).
    public static func dateDay(_ day: Int) -> StringKey {
        dateDays[min(max(day, 1), 31) - 1]
    }
}
