import Foundation

/// Formats numbers, money, dates, lists and durations for one channel (localization.md §6).
///
/// Every API gets an explicit `Locale`, a Gregorian `Calendar` and a `TimeZone`: display uses
/// N (numbers) and T (dates) and M (lists); speech uses P with ASCII digits, and writes money
/// and dates in words from the strings tables.
public struct ValueFormatter: Sendable {
    /// The strings tables; their locales choose N, T, M and P.
    public let strings: Strings
    /// The time zone of every date: the session's zone (`TimeZone.current`), read on the first date this formatter
    /// works out (a run that formats no date never reads it), UTC in tests.
    public var timeZone: TimeZone { cache.timeZone }
    /// The Gregorian calendar in ``timeZone``, made on first use.
    public var calendar: Calendar { cache.calendar(in: timeZone) }
    let cache: FormatterCache
    /// The currencies' spoken words, looked up on first use.
    let spokenCurrencies: SpokenCurrencies

    /// Creates a formatter for the strings' locales and a time zone.
    public init(strings: Strings, timeZone: TimeZone) {
        self.init(strings: strings, timeZoneOnFirstUse: { timeZone })
    }

    /// Creates a formatter for the strings' locales and a time zone worked out when the first date needs it.
    public init(strings: Strings, timeZoneOnFirstUse timeZone: @escaping @Sendable () -> TimeZone) {
        self.strings = strings
        self.cache = FormatterCache(timeZone: timeZone)
        self.spokenCurrencies = SpokenCurrencies()
    }

    /// The locales of the run.
    public var locales: ResolvedLocales { strings.locales }

    // MARK: - Numbers

    /// An integer: N's format on the display; ASCII digits, grouped only in English, for speech.
    public func number(_ value: Int, channel: Channel) -> String {
        strings.number(value, channel: channel)
    }

    /// A decimal number: N's format on the display; P's decimal mark, no grouping except
    /// English's comma, for speech.
    public func number(_ value: Double, channel: Channel) -> String {
        switch channel {
        case .display:
            value.formatted(FloatingPointFormatStyle<Double>(locale: locales.numbersLocale))
        case .speech:
            value.formatted(
                FloatingPointFormatStyle<Double>(locale: locales.speechLocale)
                    .grouping(speechGrouping))
        }
    }

    /// A fraction as a percentage (`25.6%` for 0.256), never rounded to whole percents.
    public func percent(_ value: Double, channel: Channel) -> String {
        switch channel {
        case .display:
            value.formatted(FloatingPointFormatStyle<Double>.Percent(locale: locales.numbersLocale))
        case .speech:
            value.formatted(
                FloatingPointFormatStyle<Double>.Percent(locale: locales.speechLocale)
                    .grouping(speechGrouping))
        }
    }

    var speechGrouping: NumberFormatStyleConfiguration.Grouping {
        SpeechNumber.groupsThousands(locales.speech) ? .automatic : .never
    }

    // MARK: - Lists and durations

    /// A list joined with "and": `A, B, and C` in en_US, `A, B und C` in de.
    public func list(_ items: [String], channel: Channel) -> String {
        let locale = channel == .display ? locales.messagesLocale : locales.speechLocale
        return items.formatted(.list(type: .and).locale(locale))
    }

    /// A date relative to now (`gestern`, `vor 2 Jahren`); `now` is injected so tests fix the clock.
    public func relative(_ date: Date, now: Date, channel: Channel) -> String {
        let locale = channel == .display ? locales.timeLocale : locales.speechLocale
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .named, unitsStyle: .wide, locale: locale,
            calendar: calendar)
        return style.format(now)
    }

    /// A duration in words (`1 hour, 2 minutes, 5 seconds`).
    public func duration(
        _ duration: Duration, allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds],
        channel: Channel
    ) -> String {
        let locale = channel == .display ? locales.messagesLocale : locales.speechLocale
        return duration.formatted(
            Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide).locale(locale))
    }
}
