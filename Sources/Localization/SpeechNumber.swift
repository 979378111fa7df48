/// Numbers written for the voice (localization.md §6, narration.md §5.4).
///
/// ASCII digits in every language and P's decimal mark; no grouping except English's comma
/// (`1,299`), because each espeak voice reads separators by its own language's rules.
enum SpeechNumber {
    /// An integer for speech in the speech locale P (`en_US`, `de`).
    static func integer(_ value: Int, speechLocale: String) -> String {
        let digits = String(value.magnitude)
        let grouped = groupsThousands(speechLocale) ? group(digits) : digits
        return value < 0 ? "-" + grouped : grouped
    }

    /// Whether the voice of P groups thousands with a comma (English only).
    static func groupsThousands(_ speechLocale: String) -> Bool {
        speechLocale.prefix(while: { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased() == "en"
    }

    /// Inserts a comma every three digits from the right.
    static func group(_ digits: String) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
