import Foundation
import Synchronization

/// One cache of the costly formatters, keyed by locale, style, time zone and calendar.
///
/// A `DateFormatter` costs far more to create than to reuse. Formatters are not thread-safe, so
/// each one is used only while the lock is held.
final class FormatterCache: Sendable {
    /// What a cached formatter is for.
    struct Key: Hashable, Sendable {
        var locale: String
        var dateStyle: UInt
        var timeStyle: UInt
        var timeZone: String
    }

    private let dateFormatters = Mutex<[Key: DateFormatter]>([:])
    private let gregorian = Mutex<Calendar?>(nil)
    private let zone: LoadedOnce<TimeZone>

    /// A cache for dates in a time zone worked out on first use.
    init(timeZone: @escaping @Sendable () -> TimeZone) {
        zone = LoadedOnce(timeZone)
    }

    /// The time zone of dates, worked out now if this is the first use.
    var timeZone: TimeZone { zone.value }

    /// The Gregorian calendar in `timeZone`, made on first use: a run that formats no date (`speak TEXT`)
    /// never makes Foundation's calendar.
    func calendar(in timeZone: TimeZone) -> Calendar {
        gregorian.withLock { cached in
            if let cached { return cached }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            cached = calendar
            return calendar
        }
    }

    /// Formats a date with the cached `DateFormatter` for a locale and styles.
    func string(
        from date: Date, locale: Locale, dateStyle: DateFormatter.Style,
        timeStyle: DateFormatter.Style, calendar: Calendar
    ) -> String {
        withFormatter(locale: locale, dateStyle: dateStyle, timeStyle: timeStyle, calendar: calendar) {
            $0.string(from: date)
        }
    }

    /// The pattern of the cached formatter, such as `MMM d, y`.
    func pattern(
        locale: Locale, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
        calendar: Calendar
    ) -> String {
        withFormatter(locale: locale, dateStyle: dateStyle, timeStyle: timeStyle, calendar: calendar) {
            $0.dateFormat ?? ""
        }
    }

    /// The abbreviated month names of the cached formatter, January first.
    func shortMonthSymbols(locale: Locale, calendar: Calendar) -> [String] {
        withFormatter(locale: locale, dateStyle: .medium, timeStyle: .none, calendar: calendar) {
            $0.shortMonthSymbols
        }
    }

    /// The day-period symbols of the cached short-time formatter (`AM`, `PM`; ar `ص`, `م`).
    func dayPeriodSymbols(locale: Locale, calendar: Calendar) -> (am: String, pm: String) {
        withFormatter(locale: locale, dateStyle: .none, timeStyle: .short, calendar: calendar) {
            ($0.amSymbol, $0.pmSymbol)
        }
    }

    private func withFormatter<Result: Sendable>(
        locale: Locale, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
        calendar: Calendar, _ body: (DateFormatter) -> Result
    ) -> Result {
        let key = Key(
            locale: locale.identifier, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue,
            timeZone: calendar.timeZone.identifier)
        return dateFormatters.withLock { formatters in
            if let cached = formatters[key] { return body(cached) }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            formatters[key] = formatter
            return body(formatter)
        }
    }
}
