import Core

/// The characters that end a sentence in the scripts Lector speaks (`narration.md` §1: "ends with a
/// sentence end"), and the terminator each language appends where a sentence needs one.
///
/// espeak-ng pauses after each of them as after a full stop, and raises the pitch for the question marks:
/// `.` and `．`/`。` (a full stop), `?`/`？`/`؟` (a question), `!`/`！` (an exclamation). The ASCII `.` counts
/// only before a space or at the end (espeak reads "ボタン.リンク" as one phrase); the others need no space.
public enum SentenceEnd {
    /// Every sentence-ending character.
    public static let characters: Set<Character> = [".", "。", "．", "?", "？", "؟", "!", "！"]

    /// The full stops among them: the terminator a hint format supplies replaces one of these.
    public static let fullStops: Set<Character> = [".", "。", "．"]

    /// The terminator Lector appends in a language: `。` in Japanese and Chinese, `.` elsewhere (Arabic's
    /// full stop is the ASCII `.` too).
    public static func terminator(forLanguage tag: String) -> String {
        let base = LanguageTag.language(of: tag)
        return base == "ja" || base == "zh" ? "。" : "."
    }

    /// Whether `text`, once trailing spaces are set aside, ends with a sentence end.
    public static func ends(_ text: some StringProtocol) -> Bool {
        // An ASCII last character (an ASCII byte after an ASCII byte, not the LF of a CR LF) is read from the
        // bytes; any other through characters.
        var bytes = text.utf8.reversed().makeIterator()
        var last = bytes.next()
        while last == 0x20 { last = bytes.next() }
        guard let last else { return false }
        if last < 0x80, last != 0x0A, (bytes.next() ?? 0) < 0x80 {
            return last == UInt8(ascii: ".") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
        }
        guard let character = text.last(where: { $0 != " " }) else { return false }
        return characters.contains(character)
    }
}
