import Foundation

extension ValueFormatter {
    /// A date, optionally with its time.
    ///
    /// Display: T's medium date style, plus the short time style when `includesTime`
    /// (`Jun 15, 2024 at 12:30 PM`, `15.06.2024, 12:30`). Speech: P's text with the date part
    /// replaced by `date.spoken` filled with `date.day.N`, `date.month.N` and the year
    /// (`June fifteenth, 2024 at 12:30 PM`), its day period in words (`date.spoken.am`, `date.spoken.pm`);
    /// a date is never spoken in numeric form.
    public func date(_ date: Date, includesTime: Bool, channel: Channel) -> String {
        let timeStyle: DateFormatter.Style = includesTime ? .short : .none
        switch channel {
        case .display:
            return cache.string(
                from: date, locale: locales.timeLocale, dateStyle: .medium, timeStyle: timeStyle,
                calendar: calendar)
        case .speech:
            let spoken = spokenDate(date)
            guard includesTime else { return spoken }
            let locale = locales.speechLocale
            let full = cache.string(
                from: date, locale: locale, dateStyle: .medium, timeStyle: .short, calendar: calendar)
            let datePart = cache.string(
                from: date, locale: locale, dateStyle: .medium, timeStyle: .none, calendar: calendar)
            if let range = full.range(of: datePart) {
                return spokenDayPeriods(full.replacingCharacters(in: range, with: spoken), locale: locale)
            }
            let time = cache.string(
                from: date, locale: locale, dateStyle: .none, timeStyle: .short, calendar: calendar)
            return spoken + " " + spokenDayPeriods(time, locale: locale)
        }
    }

    /// `text` with each word that is the locale's AM or PM symbol replaced by `date.spoken.am` or `.pm`
    /// (ar `10:37 ص` → `10:37 صَباحًا`).
    func spokenDayPeriods(_ text: String, locale: Locale) -> String {
        let symbols = cache.dayPeriodSymbols(locale: locale, calendar: calendar)
        let spoken = [
            symbols.am: strings.text(.dateSpokenAM, channel: .speech),
            symbols.pm: strings.text(.dateSpokenPM, channel: .speech),
        ]
        // Words between spaces of any kind (Foundation puts U+202F before `PM`), the spaces kept.
        var result = ""
        var word = ""
        for character in text {
            if character.isWhitespace {
                result += spoken[word] ?? word
                result.append(character)
                word = ""
            } else {
                word.append(character)
            }
        }
        return result + (spoken[word] ?? word)
    }

    /// The date alone in words: `date.spoken` with the day word, the month word and the year.
    public func spokenDate(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return spokenDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// A calendar date in words, for dates recognized in free text.
    public func spokenDate(year: Int, month: Int, day: Int) -> String {
        strings.format(
            .dateSpoken, .text(strings.text(.dateDay(day))), .text(strings.text(.dateMonth(month))),
            .text(String(year)), channel: .speech)
    }

    /// The pattern of the display medium date (`MMM d, y`), for recognizing displayed dates.
    public var displayDatePattern: String {
        cache.pattern(locale: locales.timeLocale, dateStyle: .medium, timeStyle: .none, calendar: calendar)
    }

    /// The abbreviated month names of the display locale T, January first.
    public var displayShortMonthNames: [String] {
        cache.shortMonthSymbols(locale: locales.timeLocale, calendar: calendar)
    }
}
