/// Counted numbers as the voices need them (issue 19 item 4): the speech channel writes a count in digits,
/// and two voices read some counts wrongly. (Japanese numbers, every one with its counter, are read in kana by
/// the speech layer just before the voice: KanaReading's `JapaneseNumbers`, issue 44.)
///
/// - Arabic: 3–10 take the opposite gender of the counted noun, and espeak-ng reads digits in the masculine
///   (3 صور → ثلاثة صور). Before a feminine noun (صورة, نتيجة, كلمة and their plurals) a count whose last two
///   digits are 3–99 is written with vowelled feminine number words for those two digits (ثَلاث صور,
///   103 صور → 100 وَثَلاث صور), and so is a last one or two from 101 on (101 صورة → 100 وَواحِدَة صورة);
///   the hundreds and thousands stay digits, which have no gender.
/// - Spanish and French: a count ending in one agrees with its noun (es veintiuna fotos, veintiún artículos;
///   fr vingt et une photos, une livre), and espeak-ng reads the digit 1 as uno/un (``romance(_:language:)``).
public enum SpokenCounts {
    /// `text` of a speech-channel string in `language` with its counts made readable; other languages unchanged.
    public static func apply(_ text: String, language: String) -> String {
        // Three languages rewrite counts: every other one returns at once, before any scan of the text.
        guard let rewrite = rewriting(language) else { return text }
        guard text.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) else { return text }
        return rewrite(text)
    }

    /// Whether ``apply(_:language:)`` can change a text of `language` (ar, es, fr); in any other language
    /// it never does, nor in any language a text without a decimal digit.
    public static func rewritesCounts(in language: String) -> Bool {
        rewriting(language) != nil
    }

    private static func rewriting(_ language: String) -> ((String) -> String)? {
        let base = language.utf8.prefix(while: { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") })
        guard base.count == 2, let first = base.first, let second = base.last else { return nil }
        switch (first | 0x20, second | 0x20) {
        case (UInt8(ascii: "a"), UInt8(ascii: "r")): return arabic
        case (UInt8(ascii: "e"), UInt8(ascii: "s")), (UInt8(ascii: "f"), UInt8(ascii: "r")):
            return { romance($0, language: language) }
        default: return nil
        }
    }

    // MARK: - Arabic

    private static let feminineNouns: Set<String> = ["صورة", "صور", "نتيجة", "نتائج", "كلمة", "كلمات"]
    private static let feminineUnits = ["", "إِحدى", "اِثنَتان", "ثَلاث", "أَربَع", "خَمس", "سِتّ", "سَبع", "ثَماني", "تِسع"]
    private static let teenUnits = ["", "إِحدى", "اِثنَتا", "ثَلاثَ", "أَربَعَ", "خَمسَ", "سِتَّ", "سَبعَ", "ثَمانيَ", "تِسعَ"]
    private static let tensWords = ["", "", "عِشرون", "ثَلاثون", "أَربَعون", "خَمسون", "سِتّون", "سَبعون", "ثَمانون", "تِسعون"]

    /// The feminine one and two after a hundred or more (101 صورة → 100 وَواحِدَة صورة), where the voice says
    /// the masculine واحد, اثنان; the article's alif of اثنتان is elided (وَٱثنَتان).
    private static let feminineOneAndTwo = ["", "وَواحِدَة", "وَٱثنَتان"]

    /// Rewrites each count of 3–99 directly followed by a space and a feminine noun; from 100 on, only last two
    /// digits that take a gendered form (1, 2, 3–19, and 23–99 but the round tens), the rest staying digits:
    /// 100 وَثَلاث, 100 وَواحِدَة.
    static func arabic(_ text: String) -> String {
        rewriteDigitRuns(text) { number, rest in
            let lastTwo = number % 100
            if number > 100, (1...2).contains(lastTwo) {
                guard let noun = followingWord(rest), feminineNouns.contains(noun) else { return nil }
                return "\(number - lastTwo) " + feminineOneAndTwo[lastTwo]
            }
            guard (3...99).contains(lastTwo), number < 100 || lastTwo < 20 || lastTwo % 10 != 0,
                let noun = followingWord(rest), feminineNouns.contains(noun)
            else { return nil }
            let words = arabicFeminine(lastTwo)
            return number < 100 ? words : "\(number - lastTwo) وَ" + words
        }
    }

    /// The word after one space at the start of `rest` (letters and combining marks), without its Arabic
    /// vowel marks (كلمةً is كلمة), or nil.
    static func followingWord(_ rest: Substring.UnicodeScalarView) -> String? {
        guard rest.first == " " else { return nil }
        let word = rest.dropFirst().prefix {
            $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark
        }
        let letters = word.filter { !(0x064B...0x0652).contains($0.value) }
        return letters.isEmpty ? nil : String(String.UnicodeScalarView(letters))
    }

    /// Vowelled feminine number words for 3 ≤ `number` ≤ 99 (the form before a feminine noun).
    static func arabicFeminine(_ number: Int) -> String {
        let tens = number / 10
        let units = number % 10
        switch tens {
        case 0: return feminineUnits[units]
        case 1: return units == 0 ? "عَشر" : teenUnits[units] + " عَشرَة"
        default: return units == 0 ? tensWords[tens] : feminineUnits[units] + " وَ" + tensWords[tens]
        }
    }

    // MARK: - Scanning

    /// Calls `replacement` with each run of ASCII digits (as a number, when it fits) and the text after it;
    /// a non-nil result replaces the run.
    static func rewriteDigitRuns(_ text: String, replacement: (Int, Substring.UnicodeScalarView) -> String?) -> String {
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isDigit = ("0"..."9").contains(scalar)
            let previousIsDigitOrMark =
                index > scalars.startIndex
                && [".", ",", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"].contains(
                    scalars[scalars.index(before: index)])
            guard isDigit, !previousIsDigitOrMark else {
                result.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            var end = index
            while end < scalars.endIndex, ("0"..."9").contains(scalars[end]) { end = scalars.index(after: end) }
            let digits = String(String.UnicodeScalarView(scalars[index..<end]))
            let nextIsSeparator =
                end < scalars.endIndex && [".", ","].contains(scalars[end])
                && scalars.index(after: end) < scalars.endIndex
                && ("0"..."9").contains(scalars[scalars.index(after: end)])
            if !nextIsSeparator, digits.count <= 9, let number = Int(digits),
                let replaced = replacement(number, Substring(text).unicodeScalars[end...])
            {
                result.append(contentsOf: replaced.unicodeScalars)
            } else {
                result.append(contentsOf: scalars[index..<end])
            }
            index = end
        }
        return String(result)
    }
}
