import TestSupport
import Testing

@testable import Localization

/// ``SpeechNumber/integer(_:grouped:)``, which asks for the exact length of what it writes, against the digits
/// Swift writes, grouped by ``SpeechNumber/group(_:)``: every length from one digit to `Int.min`.
@Suite struct SpeechNumberTests {
    static func reference(_ value: Int, grouped: Bool) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + (grouped ? SpeechNumber.group(digits) : digits)
    }

    @Test func integersAreWrittenAsSwiftWritesThem() {
        var values = [0, 1, -1, 9, 10, 99, 100, 999, 1_000, -1_000, 999_999, 1_000_000, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power]
        }
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<5_000 {
            values.append(
                Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator))
        }
        for value in values {
            for grouped in [false, true] {
                #expect(
                    SpeechNumber.integer(value, grouped: grouped) == Self.reference(value, grouped: grouped), "\(value)"
                )
            }
        }
    }
}
