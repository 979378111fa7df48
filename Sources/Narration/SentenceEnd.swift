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
        let base = tag.prefix(while: { $0 != "-" && $0 != "_" }).lowercased()
        return base == "ja" || base == "zh" ? "。" : "."
    }

    /// Whether `text`, once trailing spaces are set aside, ends with a sentence end.
    public static func ends(_ text: some StringProtocol) -> Bool {
        guard let last = text.last(where: { $0 != " " }) else { return false }
        return characters.contains(last)
    }
}
