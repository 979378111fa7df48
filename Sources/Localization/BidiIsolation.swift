/// Bidi-safe display text for right-to-left languages (localization.md §9): placeholders and Latin runs
/// isolated with U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, and a line that begins with
/// left-to-right text started with U+200F RIGHT-TO-LEFT MARK, as Android's `BidiFormatter.unicodeWrap` does.
///
/// Only the display channel gets the marks; speech cleanup (narration.md §5.1) deletes them, and the speech
/// channel never adds them.
public enum BidiIsolation {
    /// U+2068 FIRST STRONG ISOLATE.
    public static let isolateStart: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    public static let isolateEnd: Unicode.Scalar = "\u{2069}"
    /// U+200F RIGHT-TO-LEFT MARK.
    public static let rightToLeftMark: Unicode.Scalar = "\u{200F}"

    /// `text` between FSI and PDI; empty text stays empty.
    public static func isolated(_ text: String) -> String {
        text.isEmpty ? text : "\u{2068}" + text + "\u{2069}"
    }

    /// Whether a scalar is a strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms).
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// The direction of the first strong character of `text`, skipping isolated runs: `true` for right to
    /// left, `false` for left to right, `nil` when there is none (digits and punctuation are not strong).
    public static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(0, depth - 1)
            case 0x200F: if depth == 0 { return true }
            case 0x200E: if depth == 0 { return false }
            default:
                guard depth == 0, scalar.properties.isAlphabetic else { continue }
                return isRightToLeft(scalar)
            }
        }
        return nil
    }

    /// A right-to-left line made safe: U+200F first when its first strong character is left to right
    /// (a path, an option, a placeholder filled with Latin text), so the line keeps its direction.
    public static func rightToLeftLine(_ line: String) -> String {
        guard !line.unicodeScalars.starts(with: [rightToLeftMark]) else { return line }
        guard firstStrongIsRightToLeft(line) == false || startsWithIsolate(line) else { return line }
        return "\u{200F}" + line
    }

    private static func startsWithIsolate(_ line: String) -> Bool {
        line.unicodeScalars.first(where: { $0 != " " }) == isolateStart
    }

    /// `text` with each run of Latin words (options such as `--voice`, commands such as `lector COMMAND
    /// --help`, tags such as `ar_EG.UTF-8`) isolated, so that a right-to-left line shows them as typed.
    ///
    /// A word is Latin when it holds an ASCII letter and no right-to-left letter; ASCII words without letters
    /// (`--`, `|`) between two Latin words join their run; punctuation at the run's edges (`«` `»` `(` `)` `.`
    /// `،` `:`) stays outside. Placeholders (`%@`, `%1$d`) are left alone, and so is text already isolated.
    public static func isolatingLatinRuns(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }),
            !text.unicodeScalars.contains(where: {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            })
        else { return text }
        let scalars = Array(text.unicodeScalars)
        // Words: maximal runs of non-space scalars.
        var words: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == " " {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, scalars[index] != " " { index += 1 }
            words.append(start..<index)
        }
        enum Kind { case latin, asciiNeutral, other }
        func kind(_ range: Range<Int>) -> Kind {
            let word = scalars[range]
            if word.contains("%") || word.contains(where: { isRightToLeft($0) && $0.properties.isAlphabetic }) {
                return .other
            }
            if word.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) { return .latin }
            if word.allSatisfy({ $0.isASCII }) && word.contains(where: { "-|/=+*~".unicodeScalars.contains($0) }) {
                return .asciiNeutral
            }
            return .other
        }
        let kinds = words.map(kind)
        // Runs: Latin (neutral* Latin)*, as ranges of scalars with edge punctuation trimmed.
        var runs: [Range<Int>] = []
        var wordIndex = 0
        while wordIndex < words.count {
            guard kinds[wordIndex] == .latin else {
                wordIndex += 1
                continue
            }
            var last = wordIndex
            var probe = wordIndex + 1
            while probe < words.count {
                if kinds[probe] == .latin {
                    last = probe
                    probe += 1
                } else if kinds[probe] == .asciiNeutral {
                    probe += 1
                } else {
                    break
                }
            }
            var lower = words[wordIndex].lowerBound
            var upper = words[last].upperBound
            var trimming = true
            while trimming {
                trimming = false
                while lower < upper, leadingEdge.contains(scalars[lower]) { lower += 1 }
                while upper > lower, trailingEdge.contains(scalars[upper - 1]) { upper -= 1 }
                // A bracket at an edge leaves the run only when its partner is not inside.
                for (open, close) in [("(", ")"), ("[", "]")] as [(Unicode.Scalar, Unicode.Scalar)] where lower < upper
                {
                    let opens = scalars[lower..<upper].filter { $0 == open }.count
                    let closes = scalars[lower..<upper].filter { $0 == close }.count
                    if scalars[lower] == open, opens > closes {
                        lower += 1
                        trimming = true
                    } else if scalars[upper - 1] == close, closes > opens {
                        upper -= 1
                        trimming = true
                    }
                }
            }
            if lower < upper { runs.append(lower..<upper) }
            wordIndex = last + 1
        }
        guard !runs.isEmpty else { return text }
        var result = String.UnicodeScalarView()
        var position = 0
        for run in runs {
            result.append(contentsOf: scalars[position..<run.lowerBound])
            result.append(isolateStart)
            result.append(contentsOf: scalars[run])
            result.append(isolateEnd)
            position = run.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }

    private static let leadingEdge = Set("«»\"'“”„،؛:,.".unicodeScalars)
    private static let trailingEdge = Set("«»\"'“”„،؛:,.?!؟".unicodeScalars)
}
