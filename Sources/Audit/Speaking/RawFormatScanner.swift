import Foundation
import Synchronization

/// The hand-written scanner of `speech.raw-format` (audit.md §4.3): numeric dates, raw currency
/// amounts and (de) clock times with `Uhr`, in one locale's conventions. A match never has a letter
/// or a digit directly before or after it.
public struct RawFormatScanner: Sendable {
    /// What was found.
    public enum Kind: Sendable, Equatable {
        /// A numeric date (`2024-03-05`, `3/5/24`).
        case date
        /// An amount with a currency code, which the voice spells (`USD 12.00`).
        case currencyCode
        /// An amount whose number is not in the locale's form (`$1.234,56` in en).
        case amount
        /// A de clock time followed by `Uhr` (`14:30 Uhr`).
        case clockTime
    }

    /// One match: its kind and the text as written.
    public struct Match: Sendable, Equatable {
        public var kind: Kind
        public var text: String
    }

    private let profile: LocaleProfile

    /// A scanner for a locale (`de`, `de-AT`, `ja`).
    public init(locale: String) {
        profile = LocaleProfile.profile(for: locale)
    }

    /// Every match in a text, in text order, without overlap.
    public func matches(in text: String) -> [Match] {
        let scalars = Array(text.unicodeScalars)
        var result: [Match] = []
        var index = 0
        while index < scalars.count {
            if let (kind, end) = match(at: index, in: scalars) {
                result.append(Match(kind: kind, text: String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    private func match(at index: Int, in s: [Unicode.Scalar]) -> (Kind, Int)? {
        guard index == 0 || !Self.isLetterOrDigit(s[index - 1]) else { return nil }
        if Self.digit(s[index]) != nil {
            if let end = date(at: index, in: s) { return (.date, end) }
            if profile.language == "de", let end = clockTime(at: index, in: s) { return (.clockTime, end) }
            if let found = amountNumberFirst(at: index, in: s) { return found }
            return nil
        }
        return amountMarkerFirst(at: index, in: s)
    }

    // MARK: - Dates

    private func date(at start: Int, in s: [Unicode.Scalar]) -> Int? {
        let first = Self.digits(at: start, in: s)
        guard first.count > 0, first.end < s.count else { return nil }
        let separator = s[first.end]
        guard separator == "-" || separator == "/" || separator == "." else { return nil }
        let second = Self.digits(at: first.end + 1, in: s)
        guard second.count > 0, second.end < s.count, s[second.end] == separator else { return nil }
        let third = Self.digits(at: second.end + 1, in: s)
        guard third.count > 0, third.end == s.count || !Self.isLetterOrDigit(s[third.end]) else { return nil }
        let (a, b, c) = (first.value, second.value, third.value)
        var isDate = false
        if first.count == 4, separator != ".", (1900...2099).contains(a), (1...2).contains(second.count),
            (1...12).contains(b), (1...2).contains(third.count), (1...31).contains(c)
        {
            isDate = true
        } else if (1...2).contains(first.count), (1...2).contains(second.count), a != 0, b != 0, c != 0,
            (a <= 12 && b <= 31) || (a <= 31 && b <= 12)
        {
            isDate = separator == "/" ? (third.count == 2 || third.count == 4) : third.count == 4
        }
        guard isDate else { return nil }
        let shape = DateShape(separator: separator, counts: [first.count, second.count, third.count])
        return shape == profile.mediumDate ? nil : third.end
    }

    // MARK: - Clock times (de)

    private func clockTime(at start: Int, in s: [Unicode.Scalar]) -> Int? {
        let hours = Self.digits(at: start, in: s)
        guard (1...2).contains(hours.count), hours.value <= 23, hours.end < s.count,
            s[hours.end] == ":" || s[hours.end] == "."
        else { return nil }
        let minutes = Self.digits(at: hours.end + 1, in: s)
        guard minutes.count == 2, minutes.value <= 59 else { return nil }
        var index = minutes.end
        if index < s.count, Self.isSpace(s[index]) { index += 1 }
        let word: [Unicode.Scalar] = ["U", "h", "r"]
        guard index + 3 <= s.count, Array(s[index..<index + 3]) == word else { return nil }
        let end = index + 3
        return end == s.count || !Self.isLetterOrDigit(s[end]) ? end : nil
    }

    // MARK: - Currency amounts

    /// A marker at `start` (a currency sign or an ISO code), then at most one space, then a number.
    private func amountMarkerFirst(at start: Int, in s: [Unicode.Scalar]) -> (Kind, Int)? {
        guard let markerEnd = marker(at: start, in: s) else { return nil }
        var index = markerEnd.end
        if index < s.count, Self.isSpace(s[index]) { index += 1 }
        guard index < s.count, Self.digit(s[index]) != nil else { return nil }
        let number = numberRun(at: index, in: s)
        guard number.end == s.count || !Self.isLetterOrDigit(s[number.end]) else { return nil }
        return judge(isCode: markerEnd.isCode, number: number.text, end: number.end)
    }

    /// A number at `start`, then at most one space, then a marker.
    private func amountNumberFirst(at start: Int, in s: [Unicode.Scalar]) -> (Kind, Int)? {
        let number = numberRun(at: start, in: s)
        var index = number.end
        if index < s.count, Self.isSpace(s[index]) { index += 1 }
        guard index < s.count, let markerEnd = marker(at: index, in: s) else { return nil }
        guard markerEnd.end == s.count || !Self.isLetterOrDigit(s[markerEnd.end]) else { return nil }
        return judge(isCode: markerEnd.isCode, number: number.text, end: markerEnd.end)
    }

    private func judge(isCode: Bool, number: [Unicode.Scalar], end: Int) -> (Kind, Int)? {
        if isCode { return (.currencyCode, end) }
        return profile.isLocalNumber(number) ? nil : (.amount, end)
    }

    /// A currency sign (Sc), or an uppercase ISO 4217 code standing as a word.
    private func marker(at index: Int, in s: [Unicode.Scalar]) -> (end: Int, isCode: Bool)? {
        if s[index].properties.generalCategory == .currencySymbol { return (index + 1, false) }
        guard index + 3 <= s.count, s[index..<index + 3].allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        guard index == 0 || !TextCharacters.isLetter(s[index - 1]),
            index + 3 == s.count || !TextCharacters.isLetter(s[index + 3])
        else { return nil }
        let code = String(String.UnicodeScalarView(s[index..<index + 3]))
        return LocaleProfile.currencyCodes.contains(code) ? (index + 3, true) : nil
    }

    /// The maximal run of digits with `.` `,` `'` `٬` `٫`, space, NBSP or NNBSP between digits.
    private func numberRun(at start: Int, in s: [Unicode.Scalar]) -> (text: [Unicode.Scalar], end: Int) {
        var end = start
        while end < s.count, Self.digit(s[end]) != nil { end += 1 }
        while end + 1 < s.count, Self.innerSeparators.contains(s[end]), Self.digit(s[end + 1]) != nil {
            end += 1
            while end < s.count, Self.digit(s[end]) != nil { end += 1 }
        }
        return (Array(s[start..<end]), end)
    }

    // MARK: - Characters

    static let innerSeparators: Set<Unicode.Scalar> = [
        ".", ",", "'", " ", "\u{A0}", "\u{202F}", "\u{066B}", "\u{066C}",
    ]

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}"
    }

    /// The value of a decimal digit (any script), nil for anything else.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        TextCharacters.isLetter(scalar) || digit(scalar) != nil
    }

    private static func digits(at start: Int, in s: [Unicode.Scalar]) -> (count: Int, value: Int, end: Int) {
        var index = start
        var value = 0
        while index < s.count, let digit = digit(s[index]), index - start < 9 {
            value = value * 10 + digit
            index += 1
        }
        if index < s.count, digit(s[index]) != nil { return (0, 0, start) }
        return (index - start, value, index)
    }
}

/// The shape of a numeric date: its separator and the digit count of each part.
struct DateShape: Sendable, Hashable {
    var separator: Unicode.Scalar
    var counts: [Int]
}
