import Foundation

/// Grouping and decimal separators to read an amount with.
struct SeparatorSet: Sendable, Equatable {
    let grouping: Unicode.Scalar
    let decimal: Unicode.Scalar
}

/// The amount grammar of `narration.md` §5.3: 1–3 digits and groups of 3 after the grouping separator, or
/// a plain run of digits; either optionally followed by the decimal separator and digits. Longest match.
enum Amount {
    /// One reading of an amount: where its digits are, the index after it and how many digits follow the
    /// decimal separator.
    struct Reading {
        /// The index of the first digit and the index after the integer part (grouping separators included).
        let start: Int
        let integerEnd: Int
        /// The index after the amount.
        let end: Int
        let fractionDigits: Int
        /// How many digits the integer part has, grouping separators not counted.
        let integerDigits: Int
        /// The integer part's value when it is below 10¹², else nil.
        let smallInteger: Int64?

        /// The amount's digits as `Decimal` reads them: `1299.50`.
        func text(in s: [Unicode.Scalar]) -> String {
            var digits = String.UnicodeScalarView()
            for scalar in s[start..<integerEnd] where ScalarClass.isDigit(scalar) { digits.append(scalar) }
            if fractionDigits > 0 {
                digits.append(".")
                digits.append(contentsOf: s[(end - fractionDigits)..<end])
            }
            return String(digits)
        }

        /// The amount as a `Decimal`, nil when `Decimal` cannot read it.
        func value(in s: [Unicode.Scalar]) -> Decimal? {
            Decimal(string: text(in: s), locale: Amount.posix)
        }

        /// The amount in units of 10^-`digits`, rounded half to even, exactly as `Decimal` rounds it
        /// (`NSDecimalRound`, bankers); nil outside the range where that is proven: at most 30 digits (the
        /// `Decimal` product is exact), an integer part below 10¹² and `digits` ≤ 4 (it fits in 64 bits).
        func minorUnits(in s: [Unicode.Scalar], digits: Int) -> Int64? {
            guard digits <= 4, integerDigits + fractionDigits <= Amount.exactDigits, var units = smallInteger
            else { return nil }
            let fractionStart = end - fractionDigits
            for offset in 0..<digits {
                units = units * 10 + (offset < fractionDigits ? Int64(s[fractionStart + offset].value - 0x30) : 0)
            }
            guard fractionDigits > digits else { return units }
            let first = s[fractionStart + digits].value - 0x30
            let roundsUp: Bool
            if first != 5 {
                roundsUp = first > 5
            } else {
                // A tie only when every later digit is zero: then to the even neighbour.
                let beyondHalf = s[(fractionStart + digits + 1)..<end].contains { $0 != "0" }
                roundsUp = beyondHalf || units % 2 != 0
            }
            return roundsUp ? units + 1 : units
        }
    }

    /// Amounts with at most this many digits are read without `Decimal`: `Decimal` holds them exactly, and
    /// their product with 10⁴ too.
    static let exactDigits = 30

    /// The amount at `start` read with `separators`.
    static func reading(_ s: [Unicode.Scalar], at start: Int, separators: SeparatorSet) -> Reading? {
        guard start < s.count, ScalarClass.isDigit(s[start]) else { return nil }
        if start > 0, ScalarClass.isDigit(s[start - 1]) { return nil }
        var cursor = start
        while cursor < s.count, ScalarClass.isDigit(s[cursor]) { cursor += 1 }
        var integerDigits = cursor - start
        // Grouped form: the first run is 1–3 digits, then groups of exactly three.
        if cursor - start <= 3 {
            var grouped = cursor
            while grouped < s.count {
                guard grouped < s.count, s[grouped] == separators.grouping,
                    ScalarClass.number(s, grouped + 1, 3) != nil,
                    grouped + 4 >= s.count || !ScalarClass.isDigit(s[grouped + 4])
                else { break }
                integerDigits += 3
                grouped += 4
            }
            if grouped > cursor { cursor = grouped }
        }
        let integerEnd = cursor
        var fractionDigits = 0
        if cursor + 1 < s.count, s[cursor] == separators.decimal, ScalarClass.isDigit(s[cursor + 1]) {
            var fraction = cursor + 1
            while fraction < s.count, ScalarClass.isDigit(s[fraction]) { fraction += 1 }
            fractionDigits = fraction - cursor - 1
            cursor = fraction
        }
        var smallInteger: Int64? = 0
        for scalar in s[start..<integerEnd] where ScalarClass.isDigit(scalar) {
            guard let value = smallInteger else { break }
            let next = value * 10 + Int64(scalar.value - 0x30)
            smallInteger = next < 1_000_000_000_000 ? next : nil
        }
        let reading = Reading(
            start: start, integerEnd: integerEnd, end: cursor, fractionDigits: fractionDigits,
            integerDigits: integerDigits, smallInteger: smallInteger)
        // Up to 30 digits `Decimal` always reads; a longer amount is one only when it does.
        if integerDigits + fractionDigits > exactDigits, reading.value(in: s) == nil { return nil }
        return reading
    }

    /// ``best(_:minorDigits:)`` of the readings at `start` with each of `separatorSets`, in their order, read one
    /// by one: no array of readings.
    static func best(_ s: [Unicode.Scalar], at start: Int, separatorSets: [SeparatorSet], minorDigits: Int) -> Reading?
    {
        var bestFitting: Reading?
        var bestOfAll: Reading?
        for separators in separatorSets {
            guard let reading = reading(s, at: start, separators: separators) else { continue }
            if reading.end > (bestOfAll?.end ?? Int.min) { bestOfAll = reading }
            if reading.fractionDigits <= minorDigits, reading.end > (bestFitting?.end ?? Int.min) {
                bestFitting = reading
            }
        }
        return bestFitting ?? bestOfAll
    }

    /// The locale the digits are read in, made once (making a `Locale` costs more than reading the amount).
    static let posix = Locale(identifier: "en_US_POSIX")

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
