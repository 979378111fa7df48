import Core
import Foundation
import Localization
import Utterances

/// The free-text recognizers of `narration.md` §5.3 — dates, money, codes — run leftmost first without
/// overlap on cleaned user text. Matches become Lector's own spoken forms; the rest stays user text.
struct FreeTextRecognizer: Sendable {
    let language: NarrationLanguage

    /// Splits cleaned `text` into user text and recognized spoken forms.
    /// Built once per text, and only for texts with a digit.
    private let mediumDate: MediumDateMatcher

    init(language: NarrationLanguage, mediumDate: MediumDateMatcher) {
        self.language = language
        self.mediumDate = mediumDate
    }

    func recognize(_ text: String) -> [SpokenText.Segment] {
        // Every recognizer needs an ASCII digit (dates, amounts, codes): most labels have none.
        guard text.hasASCIIDigit else {
            return [SpokenText.Segment(pieces: [.text(text)], isUserText: true)]
        }
        let scalars = Array(text.unicodeScalars)
        var result: [SpokenText.Segment] = []
        var plainStart = 0
        var index = 0
        while index < scalars.count {
            guard let (end, spoken) = match(scalars, at: index) else {
                index += 1
                continue
            }
            if plainStart < index { result.append(userSegment(scalars[plainStart..<index])) }
            if !spoken.pieces.isEmpty { result.append(SpokenText.Segment(pieces: spoken.pieces, isUserText: false)) }
            index = end
            plainStart = end
        }
        if plainStart == 0, !scalars.isEmpty {
            // Nothing recognized: the text as it came.
            result.append(SpokenText.Segment(pieces: [.text(text)], isUserText: true))
        } else if plainStart < scalars.count {
            result.append(userSegment(scalars[plainStart..<scalars.count]))
        }
        return result
    }

    private func userSegment(_ scalars: ArraySlice<Unicode.Scalar>) -> SpokenText.Segment {
        SpokenText.Segment(pieces: [.text(String(scalars: scalars))], isUserText: true)
    }

    private func match(_ s: [Unicode.Scalar], at i: Int) -> (Int, SpokenText)? {
        let c = s[i]
        guard ScalarClass.isUpperOrDigit(c) || language.isRecognizerStart(c) || mediumDate.isStart(c) else {
            return nil
        }
        if i > 0, ScalarClass.isAlphanumeric(s[i - 1]), ScalarClass.isAlphanumeric(c) { return nil }
        if let date = isoDate(s, at: i) ?? mediumDate(s, at: i) { return date }
        if let money = money(s, at: i) { return money }
        if let code = code(s, at: i) { return code }
        return nil
    }

    // MARK: - Dates

    private func isoDate(_ s: [Unicode.Scalar], at i: Int) -> (Int, SpokenText)? {
        guard i + 10 <= s.count, ScalarClass.isDigit(s[i]) else { return nil }
        guard let year = ScalarClass.number(s, i, 4), s[i + 4] == "-", let month = ScalarClass.number(s, i + 5, 2),
            s[i + 7] == "-", let day = ScalarClass.number(s, i + 8, 2),
            CalendarDate.isValid(year: year, month: month, day: day)
        else { return nil }
        var end = i + 10
        var time: String?
        if end + 6 <= s.count, s[end] == "T" || s[end] == " ", let hour = ScalarClass.number(s, end + 1, 2),
            s[end + 3] == ":", let minute = ScalarClass.number(s, end + 4, 2), hour < 24, minute < 60
        {
            var cursor = end + 6
            if cursor + 3 <= s.count, s[cursor] == ":", ScalarClass.number(s, cursor + 1, 2) != nil {
                cursor += 3
                if cursor + 1 < s.count, s[cursor] == ".", ScalarClass.isDigit(s[cursor + 1]) {
                    cursor += 1
                    while cursor < s.count, ScalarClass.isDigit(s[cursor]) { cursor += 1 }
                }
            }
            cursor = zoneEnd(s, cursor)
            if cursor == s.count || !ScalarClass.isAlphanumeric(s[cursor]) {
                end = cursor
                time = Self.twoDigits(hour) + ":" + Self.twoDigits(minute)
            }
        }
        if end < s.count, ScalarClass.isAlphanumeric(s[end]) { return nil }
        var spoken = language.spokenDate(year: year, month: month, day: day)
        if let time { spoken += " " + time }
        return (end, .product(SpeechCleanup.clean(spoken)))
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    private func zoneEnd(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        guard start < s.count else { return start }
        if s[start] == "Z" { return start + 1 }
        guard s[start] == "+" || s[start] == "-", ScalarClass.number(s, start + 1, 2) != nil else { return start }
        if start + 6 <= s.count, s[start + 3] == ":", ScalarClass.number(s, start + 4, 2) != nil { return start + 6 }
        if ScalarClass.number(s, start + 3, 2) != nil { return start + 5 }
        return start + 3
    }

    private func mediumDate(_ s: [Unicode.Scalar], at i: Int) -> (Int, SpokenText)? {
        guard let (end, year, month, day) = mediumDate.match(s, at: i) else { return nil }
        if end < s.count, ScalarClass.isAlphanumeric(s[end]) { return nil }
        return (end, .product(SpeechCleanup.clean(language.spokenDate(year: year, month: month, day: day))))
    }

    // MARK: - Money

    private func money(_ s: [Unicode.Scalar], at i: Int) -> (Int, SpokenText)? {
        var start = i
        var negative = false
        if s[i] == "-" || s[i] == "\u{2212}" {
            negative = true
            start += 1
            guard start < s.count else { return nil }
        }
        // Marker first.
        if let (code, afterMarker) = language.currencyMarkers.marker(s, at: start) {
            var amountStart = afterMarker
            if amountStart < s.count, s[amountStart] == " " { amountStart += 1 }
            let digits = CurrencyMinorUnits.digits(for: code)
            if let reading = Amount.best(
                s, at: amountStart, separatorSets: language.lookups.separatorSets, minorDigits: digits),
                !touchesDigitOrLetter(s, reading.end)
            {
                return spokenMoney(reading, in: s, code: code, negative: negative, digits: digits).map {
                    (reading.end, $0)
                }
            }
            return nil
        }
        // Amount first: each reading with the marker after it; the best reading for that marker's currency.
        guard ScalarClass.isDigit(s[start]) else { return nil }
        var choices: [(code: String, end: Int, reading: Amount.Reading)] = []
        for reading in language.lookups.separatorSets.compactMap({ Amount.reading(s, at: start, separators: $0) }) {
            var markerStart = reading.end
            if markerStart < s.count, s[markerStart] == " " { markerStart += 1 }
            guard let (code, end) = language.currencyMarkers.marker(s, at: markerStart), !touchesLetter(s, end) else {
                continue
            }
            choices.append((code, end, reading))
        }
        let fitting = choices.filter { $0.reading.fractionDigits <= CurrencyMinorUnits.digits(for: $0.code) }
        var best: (code: String, end: Int, reading: Amount.Reading)?
        for choice in (fitting.isEmpty ? choices : fitting) where choice.reading.end > (best?.reading.end ?? Int.min) {
            best = choice
        }
        guard let (code, end, reading) = best else { return nil }
        return spokenMoney(reading, in: s, code: code, negative: negative).map { (end, $0) }
    }

    private func touchesDigitOrLetter(_ s: [Unicode.Scalar], _ end: Int) -> Bool {
        end < s.count && ScalarClass.isAlphanumeric(s[end])
    }

    private func touchesLetter(_ s: [Unicode.Scalar], _ end: Int) -> Bool {
        end < s.count && s[end].properties.isAlphabetic
    }

    /// The words of an amount: in integer arithmetic when its digits allow (``Amount/Reading/minorUnits(in:digits:)``)
    /// and the currency has words, else through `Decimal` (``generalSpokenMoney(_:in:code:negative:)``).
    ///
    /// - Parameter digits: the currency's minor digits (``CurrencyMinorUnits/digits(for:)`` of `code`) when the
    ///   caller has looked them up.
    func spokenMoney(
        _ reading: Amount.Reading, in s: [Unicode.Scalar], code: String, negative: Bool, digits: Int? = nil
    ) -> SpokenText? {
        if let units = reading.minorUnits(in: s, digits: digits ?? CurrencyMinorUnits.digits(for: code)),
            let spoken = language.formatter.spokenMoney(minorUnits: negative ? -units : units, code: code)
        {
            return .product(SpeechCleanup.clean(spoken))
        }
        return generalSpokenMoney(reading, in: s, code: code, negative: negative)
    }

    /// The words of an amount read as a `Decimal`, for every amount and code.
    func generalSpokenMoney(_ reading: Amount.Reading, in s: [Unicode.Scalar], code: String, negative: Bool)
        -> SpokenText?
    {
        guard let amount = reading.value(in: s) else { return nil }
        return .product(
            SpeechCleanup.clean(language.formatter.money(negative ? -amount : amount, code: code, channel: .speech)))
    }

    // MARK: - Codes

    private func code(_ s: [Unicode.Scalar], at i: Int) -> (Int, SpokenText)? {
        guard ScalarClass.isUpperOrDigit(s[i]) else { return nil }
        var cursor = i
        var letters = false
        var digits = false
        while cursor < s.count {
            let c = s[cursor]
            if ScalarClass.isUpperOrDigit(c) {
                if ScalarClass.isDigit(c) { digits = true } else { letters = true }
                cursor += 1
            } else if c == "-" || c == "/", cursor > i, cursor + 1 < s.count, ScalarClass.isUpperOrDigit(s[cursor + 1]),
                ScalarClass.isUpperOrDigit(s[cursor - 1])
            {
                cursor += 1
            } else {
                break
            }
        }
        guard cursor - i >= 4, letters, digits else { return nil }
        if cursor < s.count, ScalarClass.isAlphanumeric(s[cursor]) { return nil }
        return (cursor, language.spell(String(scalars: s[i..<cursor])))
    }
}

/// Character classes the recognizers use.
enum ScalarClass {
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }

    static func isUpperOrDigit(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c.value >= 0x41 && c.value <= 0x5A)
    }

    static func isAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        if c.value < 0x80 {
            return isDigit(c) || (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
        }
        return c.properties.isAlphabetic || c.properties.numericType != nil
    }

    /// The number written with exactly `count` ASCII digits at `start`.
    static func number(_ s: [Unicode.Scalar], _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= s.count else { return nil }
        var value = 0
        for index in start..<(start + count) {
            guard isDigit(s[index]) else { return nil }
            value = value * 10 + Int(s[index].value - 0x30)
        }
        return value
    }
}

/// Gregorian date validity.
enum CalendarDate {
    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
}
