/// Numbers written for the voice (localization.md §6, narration.md §5.4).
///
/// ASCII digits in every language and P's decimal mark; no grouping except English's comma
/// (`1,299`), because each espeak voice reads separators by its own language's rules.
enum SpeechNumber {
    /// An integer for speech in the speech locale P (`en_US`, `de`).
    static func integer(_ value: Int, speechLocale: String) -> String {
        integer(value, grouped: groupsThousands(speechLocale))
    }

    /// An integer for speech, with a comma every three digits when `grouped`.
    static func integer(_ value: Int, grouped: Bool) -> String {
        var magnitude = value.magnitude
        // At most 20 digits, 6 commas and a sign, written from the right; the exact length is asked for, so
        // that a number of up to 15 characters is a small string (no allocation).
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let length = digits + (grouped ? (digits - 1) / 3 : 0) + (value < 0 ? 1 : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = length
            var written = 0
            repeat {
                if grouped, written > 0, written % 3 == 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: ",")
                }
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                written += 1
            } while magnitude > 0
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            let count = length - end
            if end > 0 {
                for index in 0..<count { buffer[index] = buffer[end + index] }
            }
            return count
        }
    }

    /// Whether the voice of P groups thousands with a comma (English only).
    static func groupsThousands(_ speechLocale: String) -> Bool {
        // The language is what comes before `_`, `-` or `@`, compared without case: `en`, `EN_us`.
        var iterator = speechLocale.utf8.makeIterator()
        guard let first = iterator.next(), first | 0x20 == UInt8(ascii: "e"),
            let second = iterator.next(), second | 0x20 == UInt8(ascii: "n")
        else { return false }
        guard let third = iterator.next() else { return true }
        return third == UInt8(ascii: "_") || third == UInt8(ascii: "-") || third == UInt8(ascii: "@")
    }

    /// Inserts a comma every three digits from the right.
    static func group(_ digits: String) -> String {
        let count = digits.count
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
