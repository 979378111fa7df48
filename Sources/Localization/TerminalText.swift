/// Text made safe to write to a terminal: nothing in it can move the cursor, clear the screen, ring the bell,
/// change colours or reorder what is displayed.
///
/// User text (item names, photo titles, tags, file names quoted in messages) may hold any character. Written
/// as it is, an ESC starts a control sequence the terminal obeys, BEL rings, and a bidi override such as
/// U+202E reverses the rest of the line. Every text the CLI prints for a person goes through ``visible(_:)``
/// (lists, messages, `inspect`, text speech output, the text reports of `audit` and `l10n check`; the JUnit report
/// too, for its controls); JSON output keeps the exact text, Core's `JSONWriter` escaping the same characters.
public enum TerminalText {
    /// `text` with every control character made visible:
    ///
    /// - C0 controls (U+0000–U+001F) become their Control Pictures (`␛` for ESC, `␇` for BEL, `␊` for a line
    ///   feed), DEL becomes `␡`;
    /// - C1 controls (U+0080–U+009F), bidi embeddings and overrides (U+202A–U+202E) and bidi isolates
    ///   (U+2066–U+2069) become `<U+202E>`.
    ///
    /// Everything else is kept, so visible text is unchanged and applying it twice changes nothing more.
    /// `keepingBidiControls` leaves the bidi controls alone: only for the `ar-XB` pseudo-locale, whose own
    /// sentences are wrapped in overrides by design.
    ///
    /// A balanced pair U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE is kept: it can reorder
    /// nothing outside itself, and it is how right-to-left display text isolates its placeholders
    /// (``BidiIsolation``). An unpaired FSI or PDI is made visible like the other controls.
    public static func visible(_ text: String, keepingBidiControls: Bool = false) -> String {
        let escapes = { (scalar: Unicode.Scalar) in
            needsEscape(scalar) && !(keepingBidiControls && isBidiControl(scalar))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        let paired = pairedIsolates(text)
        var result = String.UnicodeScalarView()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard escapes(scalar), !paired.contains(offset) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result.append(contentsOf: codePoint(scalar).unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Text of several lines or tab-separated columns: each line and column made visible, the line feeds and
    /// tabs between them kept (a tab moves to the next column, nothing more).
    public static func visibleLines(_ text: String, keepingBidiControls: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { visible(String($0), keepingBidiControls: keepingBidiControls) }
                .joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// The scalar offsets of the FSI and PDI that pair up (FSI … PDI, nested or not).
    private static func pairedIsolates(_ text: String) -> Set<Int> {
        var open: [Int] = []
        var paired = Set<Int>()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if scalar.value == 0x2068 {
                open.append(offset)
            } else if scalar.value == 0x2069, let start = open.popLast() {
                paired.insert(start)
                paired.insert(offset)
            }
        }
        return paired
    }

    /// Whether `scalar` is a bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `scalar` is made visible.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
