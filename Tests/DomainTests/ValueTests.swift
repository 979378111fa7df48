import Domain
import Foundation
import Testing

/// Money, timestamps and wall-clock dates.
@Suite struct ValueTests {
    @Test(arguments: [
        ("12", 2, Int64(1200)), ("12.5", 2, 1250), ("12,34", 2, 1234), ("0.07", 2, 7), ("1500", 0, 1500),
        ("1.234", 3, 1234),
    ])
    func amountsParseToMinorUnits(text: String, digits: Int, expected: Int64) {
        #expect(Money.minorUnits(parsing: text, minorDigits: digits) == expected)
    }

    @Test(arguments: ["-1", "1.234", "abc", "", "1.", "1e3", "99999999999999999999"])
    func badAmountsAreRefused(text: String) {
        #expect(Money.minorUnits(parsing: text, minorDigits: 2) == nil)
    }

    @Test(arguments: [
        ("2024-03-01T09:30:00Z", "2024-03-01T09:30:00.000Z"),
        ("2024-03-01T09:30:00.123456Z", "2024-03-01T09:30:00.123Z"),
        ("2024-03-01T10:30:00+01:00", "2024-03-01T09:30:00.000Z"),
        ("2024-02-29T23:59:59-0130", "2024-03-01T01:29:59.000Z"),
        ("1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999Z"),
        ("2024-03-01 09:30:00", "2024-03-01T09:30:00.000Z"),
    ])
    func isoDatesRoundTripToTheMillisecond(text: String, expected: String) throws {
        let date = try #require(Timestamp.parseISO8601(text))
        #expect(Timestamp.iso8601(date) == expected)
        #expect(Timestamp.parseISO8601(expected) == Timestamp.normalized(date))
    }

    @Test(arguments: ["2024-02-30T00:00:00Z", "2024-03-01", "2024-03-01T25:00:00Z", "2024-03-01T09:30:00Zjunk"])
    func badISODatesAreRefused(text: String) {
        #expect(Timestamp.parseISO8601(text) == nil)
    }

    @Test func wallClockDatesKeepTheirText() throws {
        let date = try #require(LocalDateTime("2019-09-01 08:00:00"))
        #expect(date.description == "2019-09-01 08:00:00")
        #expect(LocalDateTime("2019-02-29 00:00:00") == nil)
        #expect(LocalDateTime("2019-09-01T08:00:00") == date)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(Timestamp.iso8601(date.date(in: utc)) == "2019-09-01T08:00:00.000Z")
        for text in ["0001-01-01 00:00:00", "0999-12-31 23:59:60", "9999-10-09 10:10:10", "2024-02-29 09:05:01"] {
            #expect(LocalDateTime(text)?.description == text)
        }
        #expect(
            LocalDateTime(year: 7, month: 3, day: 4, hour: 5, minute: 6, second: 7)?.description
                == "0007-03-04 05:06:07")
        #expect(LocalDateTime("2019-09-01 08:00:0x") == nil)
        #expect(LocalDateTime("2019-09-01 08:00:00 ") == nil)
    }

    @Test func photoIDsMustBeUsableAsFileNames() {
        #expect(Photo.isValidID("53000000000"))
        #expect(Photo.isValidID("A1B2-c3_d4.e5"))
        for bad in ["", ".hidden", "a/b", "a b", "é", String(repeating: "x", count: 129)] {
            #expect(!Photo.isValidID(bad))
        }
    }
}
