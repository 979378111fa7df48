import Domain
import Foundation
import Localization

/// The words and formats of the screens in one language: table lookups, counts, money and dates for the
/// display and for speech.
public struct ScreenStrings: Sendable {
    /// The strings chain.
    public let strings: Strings
    /// Money and date formats for both channels.
    public let formatter: ValueFormatter

    /// - Parameters:
    ///   - strings: the strings chain of the session language.
    ///   - timeZone: the zone dates are shown in.
    public init(strings: Strings, timeZone: TimeZone) {
        self.strings = strings
        formatter = ValueFormatter(strings: strings, timeZone: timeZone)
    }

    /// A table value.
    public func text(_ key: StringKey) -> String { strings.text(key) }

    /// A table value for both channels (a word whose reading differs, ja and ar).
    public func both(_ key: StringKey) -> Both {
        Both(display: strings.text(key, channel: .display), speech: strings.text(key, channel: .speech))
    }

    /// A table value with its placeholders filled, for the display.
    public func format(_ key: StringKey, _ arguments: StringArgument...) -> String {
        strings.format(key, arguments: arguments, channel: .display)
    }

    /// A table value for both channels: display text and, when it differs, the speech form.
    public func formatBoth(_ key: StringKey, _ arguments: [StringArgument]) -> Both {
        Both(
            display: strings.format(key, arguments: arguments, channel: .display),
            speech: strings.format(key, arguments: arguments, channel: .speech))
    }

    /// A count of a plural family (`items.count`), for both channels.
    public func count(_ family: StringKey, _ number: Int) -> Both {
        Both(
            display: strings.plural(family, count: number, channel: .display),
            speech: strings.plural(family, count: number, channel: .speech))
    }

    /// Money for both channels: `$849.00` and `849 dollars`.
    public func money(_ money: Money) -> Both {
        let digits = CurrencyMinorUnits.digits(for: money.currency)
        let amount = Decimal(money.minorUnits) / Self.power(digits)
        return Both(
            display: formatter.money(amount, code: money.currency, channel: .display),
            speech: formatter.money(amount, code: money.currency, channel: .speech))
    }

    /// An instant with its time, for both channels.
    public func dateTime(_ date: Date) -> Both {
        Both(
            display: formatter.date(date, includesTime: true, channel: .display),
            speech: formatter.date(date, includesTime: true, channel: .speech))
    }

    /// A wall-clock date and time with no zone (a photo's date taken), as the local time it states.
    public func dateTime(_ local: LocalDateTime) -> Both {
        dateTime(local.date(in: formatter.timeZone))
    }

    /// A wall-clock date without its time, for both channels.
    public func date(_ local: LocalDateTime) -> Both {
        let date = local.date(in: formatter.timeZone)
        return Both(
            display: formatter.date(date, includesTime: false, channel: .display),
            speech: formatter.date(date, includesTime: false, channel: .speech))
    }

    private static func power(_ digits: Int) -> Decimal {
        var result = Decimal(1)
        for _ in 0..<max(0, digits) { result *= 10 }
        return result
    }

    /// A text as displayed and as spoken.
    public struct Both: Sendable, Equatable {
        /// The text on the screen and in `inspect`.
        public var display: String
        /// The text narration speaks.
        public var speech: String

        /// The speech form when it differs from the display, else nil (the element's own text is spoken).
        public var spokenIfDifferent: String? { speech == display ? nil : speech }
    }
}
