import Foundation

/// Grouping and decimal separators to read an amount with.
struct SeparatorSet: Sendable, Equatable {
    let grouping: Unicode.Scalar
    let decimal: Unicode.Scalar
}

/// The amount grammar of `narration.md` §5.3: 1–3 digits and groups of 3 after the grouping separator, or
/// a plain run of digits; either optionally followed by the decimal separator and digits. Longest match.
enum Amount {
    /// The amount at `start` and the index after it.
    static func parse(_ s: [Unicode.Scalar], at start: Int, separators: SeparatorSet) -> (Decimal, Int)? {
        reading(s, at: start, separators: separators).map { ($0.value, $0.end) }
    }

    /// One reading of an amount: its value, the index after it and how many digits follow the decimal separator.
    struct Reading {
        let value: Decimal
        let end: Int
        let fractionDigits: Int
    }

    /// The amount at `start` read with `separators`.
    static func reading(_ s: [Unicode.Scalar], at start: Int, separators: SeparatorSet) -> Reading? {
        guard start < s.count, ScalarClass.isDigit(s[start]) else { return nil }
        if start > 0, ScalarClass.isDigit(s[start - 1]) { return nil }
        var cursor = start
        while cursor < s.count, ScalarClass.isDigit(s[cursor]) { cursor += 1 }
        var integerDigits = String.UnicodeScalarView()
        integerDigits.append(contentsOf: s[start..<cursor])
        // Grouped form: the first run is 1–3 digits, then groups of exactly three.
        if cursor - start <= 3 {
            var grouped = cursor
            var groupedDigits = integerDigits
            while grouped < s.count {
                guard grouped < s.count, s[grouped] == separators.grouping,
                    ScalarClass.number(s, grouped + 1, 3) != nil,
                    grouped + 4 >= s.count || !ScalarClass.isDigit(s[grouped + 4])
                else { break }
                groupedDigits.append(contentsOf: s[(grouped + 1)..<(grouped + 4)])
                grouped += 4
            }
            if grouped > cursor {
                cursor = grouped
                integerDigits = groupedDigits
            }
        }
        var text = String(integerDigits)
        var fractionDigits = 0
        if cursor + 1 < s.count, s[cursor] == separators.decimal, ScalarClass.isDigit(s[cursor + 1]) {
            var fraction = cursor + 1
            while fraction < s.count, ScalarClass.isDigit(s[fraction]) { fraction += 1 }
            var digits = String.UnicodeScalarView()
            digits.append(contentsOf: s[(cursor + 1)..<fraction])
            text += "." + String(digits)
            fractionDigits = fraction - cursor - 1
            cursor = fraction
        }
        guard let value = Decimal(string: text, locale: posix) else { return nil }
        return Reading(value: value, end: cursor, fractionDigits: fractionDigits)
    }

    /// The locale the digits are read in, made once (making a `Locale` costs more than reading the amount).
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The reading to speak for a currency with `minorDigits`: among the longest readings, the first (the
    /// language's separators before en-US's) whose decimals the currency has; `¥1,500` is 1500 yen and never
    /// 1.5 yen, even where `,` is the decimal separator. When no reading fits, the longest, first.
    static func best(_ readings: [Reading], minorDigits: Int) -> Reading? {
        let fitting = readings.filter { $0.fractionDigits <= minorDigits }
        let pool = fitting.isEmpty ? readings : fitting
        var best: Reading?
        for reading in pool where reading.end > (best?.end ?? Int.min) { best = reading }
        return best
    }
}

/// Currency markers of `narration.md` §5.3 and the codes they stand for.
struct CurrencyMarkers: Sendable {
    /// Marker text (as scalars) → ISO code, longest first.
    private let entries: [([Unicode.Scalar], String, Bool)]

    /// - Parameter codes: the ISO codes that have `currency.*` words.
    init(codes: [String], dollarCode: String) {
        var list: [([Unicode.Scalar], String, Bool)] = codes.map { (Array($0.unicodeScalars), $0, true) }
        list.append((Array("US$".unicodeScalars), "USD", false))
        list.append((["€"], "EUR", false))
        list.append((["£"], "GBP", false))
        list.append((["¥"], "JPY", false))
        list.append((["\u{FFE5}"], "JPY", false))
        list.append((["\u{20A9}"], "KRW", false))
        list.append((Array("د.إ".unicodeScalars), "AED", false))
        list.append((["$"], dollarCode, false))
        entries = list.sorted { $0.0.count > $1.0.count }
    }

    /// The code of the marker at `index` and the index after it. A code marker must not touch a letter.
    func marker(_ s: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        guard index < s.count else { return nil }
        for (marker, code, isWord) in entries where index + marker.count <= s.count {
            var matches = true
            for offset in 0..<marker.count where s[index + offset] != marker[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            let end = index + marker.count
            if isWord {
                if index > 0, s[index - 1].properties.isAlphabetic { continue }
                if end < s.count, s[end].properties.isAlphabetic { continue }
            }
            return (code, end)
        }
        return nil
    }
}
