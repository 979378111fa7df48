import Core
import Foundation

/// Matches the language's medium date as displayed (`narration.md` §5.3), built from the formatter's own
/// pattern: `d` 1–2 digits, `dd` 2, `M` 1–2, `MM` 2, `MMM` the abbreviated month names, `y`/`yyyy` 4 digits,
/// quoted text literally.
struct MediumDateMatcher: Sendable {
    private enum Token: Sendable {
        case day(fixed: Bool)
        case month(fixed: Bool)
        case monthName
        case year
        case literal([Unicode.Scalar])
    }

    private let tokens: [Token]
    private let monthNames: [[Unicode.Scalar]]
    /// The scalars a medium date can start with (a cheap pre-check).
    let startScalars: Set<Unicode.Scalar>
    /// The ASCII ones among them, one bit each.
    private let asciiStarts: ASCIIBits

    /// Builds the matcher; an unsupported pattern letter makes a matcher that never matches.
    init(pattern: String, shortMonthNames: [String]) {
        monthNames = shortMonthNames.map { Array(SpeechCleanup.clean($0).lowercased().unicodeScalars) }
        var tokens: [Token] = []
        var literal: [Unicode.Scalar] = []
        let scalars = Array(SpeechCleanup.clean(pattern).unicodeScalars)
        var index = 0
        var supported = true
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        while index < scalars.count {
            let c = scalars[index]
            if c == "'" {
                var end = index + 1
                while end < scalars.count, scalars[end] != "'" { end += 1 }
                literal.append(contentsOf: scalars[(index + 1)..<min(end, scalars.count)])
                index = end + 1
                continue
            }
            guard c.properties.isAlphabetic, c.value < 0x80 else {
                literal.append(c)
                index += 1
                continue
            }
            var run = 1
            while index + run < scalars.count, scalars[index + run] == c { run += 1 }
            flush()
            switch (c, run) {
            case ("d", 1): tokens.append(.day(fixed: false))
            case ("d", 2): tokens.append(.day(fixed: true))
            case ("M", 1), ("L", 1): tokens.append(.month(fixed: false))
            case ("M", 2), ("L", 2): tokens.append(.month(fixed: true))
            case ("M", 3), ("L", 3): tokens.append(.monthName)
            case ("y", _): tokens.append(.year)
            default: supported = false
            }
            index += run
        }
        flush()
        self.tokens = supported ? tokens : []
        var starts: Set<Unicode.Scalar> = []
        switch self.tokens.first {
        case .monthName?:
            for name in shortMonthNames {
                for form in [name.lowercased(), name.uppercased(), name] {
                    if let first = SpeechCleanup.clean(form).unicodeScalars.first { starts.insert(first) }
                }
            }
        case .literal(let text)?:
            if let first = text.first { starts.insert(first) }
        case .day?, .month?, .year?:
            for digit in 0x30...0x39 { if let scalar = Unicode.Scalar(digit) { starts.insert(scalar) } }
        case nil:
            break
        }
        startScalars = starts
        asciiStarts = ASCIIBits(starts)
    }

    /// Whether a medium date can start with `scalar` (``startScalars``).
    func isStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? asciiStarts.contains(scalar) : startScalars.contains(scalar)
    }

    /// The end index and the date when a medium date starts at `start`.
    func match(_ s: [Unicode.Scalar], at start: Int) -> (Int, Int, Int, Int)? {
        guard !tokens.isEmpty, isStart(s[start]) else { return nil }
        var cursor = start
        var year: Int?
        var month: Int?
        var day: Int?
        for token in tokens {
            switch token {
            case .day(let fixed):
                guard let (value, end) = digits(s, cursor, fixed ? 2...2 : 1...2) else { return nil }
                day = value
                cursor = end
            case .month(let fixed):
                guard let (value, end) = digits(s, cursor, fixed ? 2...2 : 1...2) else { return nil }
                month = value
                cursor = end
            case .year:
                guard let (value, end) = digits(s, cursor, 4...4) else { return nil }
                year = value
                cursor = end
            case .monthName:
                guard let (value, end) = monthName(s, cursor) else { return nil }
                month = value
                cursor = end
            case .literal(let text):
                for scalar in text {
                    guard cursor < s.count, s[cursor] == scalar else { return nil }
                    cursor += 1
                }
            }
        }
        guard let year, let month, let day, CalendarDate.isValid(year: year, month: month, day: day) else { return nil }
        return (cursor, year, month, day)
    }

    private func digits(_ s: [Unicode.Scalar], _ start: Int, _ lengths: ClosedRange<Int>) -> (Int, Int)? {
        var end = start
        while end < s.count, ScalarClass.isDigit(s[end]), end - start < lengths.upperBound { end += 1 }
        guard lengths.contains(end - start), end >= s.count || !ScalarClass.isDigit(s[end]) else { return nil }
        return ScalarClass.number(s, start, end - start).map { ($0, end) }
    }

    /// The first scalar of `scalar`'s lowercase mapping (itself when it has none): A–Z and the rest of ASCII
    /// without asking the scalar's properties.
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
    }

    private func monthName(_ s: [Unicode.Scalar], _ start: Int) -> (Int, Int)? {
        var best: (Int, Int)?
        for (index, name) in monthNames.enumerated() where !name.isEmpty && start + name.count <= s.count {
            var matches = true
            for offset in 0..<name.count {
                let a = s[start + offset]
                let lowered = Self.lowercased(a)
                if lowered != name[offset] {
                    matches = false
                    break
                }
            }
            if matches, name.count > (best.map { $0.1 - start } ?? 0) { best = (index + 1, start + name.count) }
        }
        return best
    }
}
