import Foundation

/// Instants as whole milliseconds since 1970 (how the store keeps them) and as ISO 8601 text.
///
/// Milliseconds make a date survive the database and a JSON export unchanged; the text form has exactly three
/// fraction digits and `Z`, so it parses back to the same millisecond.
public enum Timestamp {
    /// The whole milliseconds of `date` since 1970, rounded to the nearest; a date outside ``earliest`` ...
    /// ``latest`` (or not a number) counts as the nearer bound, so the conversion never traps. Readers refuse such
    /// dates before they get here.
    public static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value >= -62_135_596_800_000 else { return -62_135_596_800_000 }
        guard value <= 253_402_300_799_999 else { return 253_402_300_799_999 }
        return Int64(value)
    }

    /// The date of a millisecond count.
    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The earliest instant kept: 0001-01-01T00:00:00Z (the text form has four year digits).
    public static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
    /// The latest instant kept: 9999-12-31T23:59:59.999Z.
    public static let latest = Date(timeIntervalSince1970: 253_402_300_799.999)

    /// The date `seconds` after 2001-01-01 (a LootLogger date), or nil when it is not a number or falls outside
    /// ``earliest`` ... ``latest`` (whose milliseconds an `Int64` holds, so no conversion can trap).
    public static func date(secondsSince2001 seconds: Double) -> Date? {
        guard seconds.isFinite else { return nil }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        guard date >= earliest, date <= latest else { return nil }
        return date
    }

    /// `date` rounded to a whole millisecond, as the store will give it back.
    public static func normalized(_ date: Date) -> Date {
        self.date(milliseconds: milliseconds(date))
    }

    /// `2024-03-01T09:30:00.000Z`.
    public static func iso8601(_ date: Date) -> String {
        let total = milliseconds(date)
        let millisecond = Int(((total % 1000) + 1000) % 1000)
        let seconds = (total - Int64(millisecond)) / 1000
        let dayCount = Int((seconds - ((seconds % 86_400) + 86_400) % 86_400) / 86_400)
        let secondOfDay = Int(seconds - Int64(dayCount) * 86_400)
        let civil = CivilDate.date(days: dayCount)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T"
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
            + ".\(pad(millisecond, 3))Z"
    }

    /// Parses ISO 8601 date-times: `yyyy-MM-ddTHH:mm:ss`, optional fraction, then `Z` or `±HH:MM` / `±HHMM`
    /// (a missing zone means UTC). Nil for anything else.
    public static func parseISO8601(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54 || bytes[10] == 0x20,
            bytes[13] == 0x3A, bytes[16] == 0x3A
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second) != nil
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 0x2E || bytes[index] == 0x2C {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        if index < bytes.count {
            switch bytes[index] {
            case 0x5A:
                index += 1
            case 0x2B, 0x2D:
                let sign = bytes[index] == 0x2D ? -1 : 1
                guard let hours = number(index + 1..<index + 3) else { return nil }
                var next = index + 3
                if next < bytes.count, bytes[next] == 0x3A { next += 1 }
                guard let minutes = number(next..<next + 2), hours < 24, minutes < 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
                index = next + 2
            default:
                return nil
            }
        }
        guard index == bytes.count else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + min(second, 59) - offset)
        return Date(timeIntervalSince1970: seconds + fraction)
    }
}
