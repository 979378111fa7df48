import Foundation

/// A wall-clock date and time with no time zone, as Flickr's `datetaken` states it.
///
/// Kept and shown as the local time it names, in whatever zone the listener is. Its text form
/// `yyyy-MM-dd HH:mm:ss` sorts in time order.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1–9999.
    public let year: Int
    /// 1–12.
    public let month: Int
    /// 1–31, valid for the month.
    public let day: Int
    /// 0–23.
    public let hour: Int
    /// 0–59.
    public let minute: Int
    /// 0–60.
    public let second: Int

    /// Creates a date and time, or nil when a field is out of range (the day is checked against the month).
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second),
            day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses exactly `yyyy-MM-dd HH:mm:ss` (a `T` between date and time is accepted too).
    public init?(_ text: String) {
        guard text.utf8.count == 19 else { return nil }
        guard let fields = Self.fields(Array(text.utf8)) else { return nil }
        self.init(year: fields.0, month: fields.1, day: fields.2, hour: fields.3, minute: fields.4, second: fields.5)
    }

    /// The six numbers of `yyyy-MM-dd HH:mm:ss` (or with a `T`), unchecked ranges.
    private static func fields<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> (Int, Int, Int, Int, Int, Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard bytes.count == 19, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20 || bytes[10] == 0x54,
            bytes[13] == 0x3A, bytes[16] == 0x3A
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        return (year, month, day, hour, minute, second)
    }

    /// `yyyy-MM-dd HH:mm:ss`.
    public var description: String {
        // Written digit by digit into 19 bytes: a library lists and imports many (the fields are in range, so
        // the year has four digits).
        String(unsafeUninitializedCapacity: 19) { text in
            func put(_ value: Int, digits: Int, at offset: Int) {
                var rest = value
                for place in stride(from: offset + digits - 1, through: offset, by: -1) {
                    text[place] = UInt8(0x30 + rest % 10)
                    rest /= 10
                }
            }
            put(year, digits: 4, at: 0)
            text[4] = 0x2D
            put(month, digits: 2, at: 5)
            text[7] = 0x2D
            put(day, digits: 2, at: 8)
            text[10] = 0x20
            put(hour, digits: 2, at: 11)
            text[13] = 0x3A
            put(minute, digits: 2, at: 14)
            text[16] = 0x3A
            put(second, digits: 2, at: 17)
            return 19
        }
    }

    /// Earlier wall-clock times first.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    /// The instant this wall-clock time names in `timeZone`, for formatters that take a `Date`.
    public func date(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
