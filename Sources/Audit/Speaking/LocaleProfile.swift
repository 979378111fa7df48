import Core
import Foundation
import Synchronization

/// What `speech.raw-format` needs to know of a locale (audit.md §4.3): its number separators and
/// the shape of its medium date when that is numeric (de `05.03.2024`, ja `2024/03/05`). Built once
/// per locale.
struct LocaleProfile: Sendable {
    /// The language subtag.
    var language: String
    /// Grouping separators accepted with Latin digits.
    var grouping: Set<Unicode.Scalar>
    /// The decimal separator with Latin digits.
    var decimal: Unicode.Scalar
    /// The numeric medium date, nil when the medium date has words.
    var mediumDate: DateShape?

    /// The ISO 4217 codes a currency marker may be.
    static let currencyCodes: Set<String> = Set(Locale.commonISOCurrencyCodes)

    private static let cache = Mutex<[String: LocaleProfile]>([:])

    static func profile(for locale: String) -> LocaleProfile {
        let key = LanguageTag.bcp47(locale)
        if let known = cache.withLock({ $0[key] }) { return known }
        let made = LocaleProfile(locale: key)
        cache.withLock { $0[key] = made }
        return made
    }

    private init(locale: String) {
        language = LanguageTag.language(of: locale)
        switch language {
        case "en", "ja", "ar":
            grouping = [","]
            decimal = "."
        case "de", "es":
            grouping = ["."]
            decimal = ","
        case "fr":
            grouping = ["\u{202F}", "\u{A0}", " "]
            decimal = ","
        default:
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.numberStyle = .decimal
            let group = formatter.groupingSeparator.unicodeScalars.first ?? ","
            grouping = group == "\u{A0}" || group == "\u{202F}" ? ["\u{202F}", "\u{A0}", " "] : [group]
            decimal = formatter.decimalSeparator.unicodeScalars.first ?? "."
        }
        mediumDate = Self.mediumDateShape(locale)
    }

    /// Whether a number run is in the locale's form: plain digits, or 1–3 digits then groups of 3
    /// each introduced by the grouping separator; optionally the decimal separator and digits. In
    /// ar, Arabic-Indic digits take `٬` and `٫`.
    func isLocalNumber(_ number: [Unicode.Scalar]) -> Bool {
        let arabicDigits = number.contains { $0.value >= 0x0660 && $0.value <= 0x0669 }
        let grouping: Set<Unicode.Scalar> = language == "ar" && arabicDigits ? ["\u{066C}"] : self.grouping
        let decimal: Unicode.Scalar = language == "ar" && arabicDigits ? "\u{066B}" : self.decimal
        var integerEnd = number.count
        if let separator = number.lastIndex(of: decimal) { integerEnd = separator }
        let fraction = number[min(integerEnd + 1, number.count)...]
        if integerEnd < number.count, fraction.isEmpty || !fraction.allSatisfy({ RawFormatScanner.digit($0) != nil }) {
            return false
        }
        let integer = number[..<integerEnd]
        if integer.allSatisfy({ RawFormatScanner.digit($0) != nil }) { return !integer.isEmpty }
        var groups: [Int] = [0]
        for scalar in integer {
            if RawFormatScanner.digit(scalar) != nil {
                groups[groups.count - 1] += 1
            } else if grouping.contains(scalar) {
                groups.append(0)
            } else {
                return false
            }
        }
        guard let head = groups.first, (1...3).contains(head) else { return false }
        return groups.dropFirst().allSatisfy { $0 == 3 }
    }

    /// The shape of the locale's medium date when it is all digits and one separator.
    private static func mediumDateShape(_ locale: String) -> DateShape? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        var components = DateComponents()
        (components.year, components.month, components.day) = (2024, 3, 5)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: components) else { return nil }
        let text = formatter.string(from: date)
        var counts: [Int] = [0]
        var separator: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if RawFormatScanner.digit(scalar) != nil {
                counts[counts.count - 1] += 1
            } else if separator == nil || separator == scalar {
                separator = scalar
                counts.append(0)
            } else {
                return nil
            }
        }
        guard let separator, counts.count == 3, !counts.contains(0) else { return nil }
        return DateShape(separator: separator, counts: counts)
    }
}
