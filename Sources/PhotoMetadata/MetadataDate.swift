import Foundation

/// A date and time as a photo's metadata states it: the wall-clock time, and its UTC offset when known.
public struct MetadataDate: Sendable, Hashable {
    /// 1–9999.
    public var year: Int
    /// 1–12.
    public var month: Int
    /// 1–31.
    public var day: Int
    /// 0–23 (0 when the source gives a date only).
    public var hour: Int
    /// 0–59.
    public var minute: Int
    /// 0–60.
    public var second: Int
    /// Minutes east of UTC (`+03:00` is 180), when the source states it.
    public var utcOffsetMinutes: Int?

    /// A date; nil when a field is out of range.
    public init?(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffsetMinutes: Int? = nil
    ) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        if let offset = utcOffsetMinutes, abs(offset) > 18 * 60 { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    /// Parses EXIF `yyyy:MM:dd HH:mm:ss` and XMP/ISO 8601 `yyyy-MM-dd[THH:mm[:ss[.fff]]][Z|±HH:mm]`; fractions
    /// of a second are dropped. Nil for anything else, including EXIF's blank `0000:00:00 00:00:00`.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8.prefix(64))
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == bytes[7], bytes[4] == 0x3A || bytes[4] == 0x2D,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var index = 10
        if index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x54 {
            guard let h = number(11..<13), bytes.count >= 16, bytes[13] == 0x3A, let m = number(14..<16) else {
                return nil
            }
            hour = h
            minute = m
            index = 16
            if index < bytes.count, bytes[index] == 0x3A {
                guard let s = number(17..<19) else { return nil }
                second = s
                index = 19
            }
            if index < bytes.count, bytes[index] == 0x2E {  // a fraction
                index += 1
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            }
        }
        var offset: Int?
        if index < bytes.count {
            let rest = String(decoding: bytes[index...], as: UTF8.self)
            guard let parsed = Self.offsetMinutes(rest) else { return nil }
            offset = parsed
        }
        self.init(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffsetMinutes: offset)
    }

    /// Minutes of `Z`, `+HH:mm`, `-HH:mm` or `+HHmm`; nil for anything else.
    public static func offsetMinutes(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "Z" { return 0 }
        let bytes = Array(trimmed.utf8)
        guard bytes.count == 6 || bytes.count == 5, bytes[0] == 0x2B || bytes[0] == 0x2D else { return nil }
        let digits = bytes.dropFirst().filter { $0 != 0x3A }
        guard digits.count == 4, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let values = digits.map { Int($0 - 0x30) }
        let hours = values[0] * 10 + values[1]
        let minutes = values[2] * 10 + values[3]
        guard hours <= 18, minutes < 60 else { return nil }
        return (bytes[0] == 0x2D ? -1 : 1) * (hours * 60 + minutes)
    }
}
