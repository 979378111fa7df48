/// Numbers written in digits inside Japanese text, as the kana the Japanese voice reads right (issue 44).
///
/// espeak-ng reads digits in Japanese word by word without the sound changes (100 いちひゃく, 1000 いちせん,
/// 1こ いちこ). The numeral system is built here as a rule: groups of four digits under 万, 億 and 兆; in each
/// group 千, 百 and 十 after a digit, the 1 left unsaid before 十, 百 and 千 (but いっせんまん); and
/// the sound change between a number and the word after it (a unit or a counter), decided by that word's first
/// sound: before k, s, t, h and p the numbers ending いち, はち, じゅう (and ろく, ひゃく before k and h) end in
/// the small っ, an h then becomes p (ろっぴゃく, いっぷん); after ん a word may voice (さんびゃく, さんぜん) as
/// its entry says. A counter directly after the number is read with it (こ, けん, まい, 分, 時, 年, 月, 日…);
/// times (10:37) are read with 時 and 分; grouped (1,500) and decimal (1.5) numbers are read whole, a code with a
/// leading zero (03) digit by digit.
public enum JapaneseNumbers {
    /// `text` with each number in digits that is not part of a Latin word replaced by its hiragana reading, with
    /// the counter written directly after it; a text without digits is returned as it is.
    public static func reading(of text: String) -> String {
        guard hasDigits(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard digit(scalars[index]) != nil, index == 0 || !continuesWord(scalars[index - 1]),
                let (reading, end) = number(in: scalars, at: index)
            else {
                result.append(scalars[index])
                index += 1
                continue
            }
            result.append(contentsOf: reading.unicodeScalars)
            index = end
        }
        return String(result)
    }

    /// Whether `text` has an ASCII or full-width decimal digit.
    public static func hasDigits(_ text: String) -> Bool {
        text.unicodeScalars.contains { digit($0) != nil }
    }

    /// The hiragana reading of 0 ≤ `number` < 10¹⁶: 1500 せんごひゃく, 10000 いちまん, 1000000 ひゃくまん.
    public static func kana(_ number: Int) -> String {
        guard number > 0 else { return "ぜろ" }
        var text = ""
        var divisor = 1_000_000_000_000
        for unit in largeUnits {
            let group = number / divisor % 10_000
            if group > 0 {
                let below = groupKana(group, beforeLargeUnit: !unit.reading.isEmpty)
                text += unit.reading.isEmpty ? below : joined(below, unit)
            }
            divisor /= 10_000
        }
        return text
    }

    /// The reading of `number` followed by `counter` (its sound change, its irregular forms).
    static func kana(_ number: Int, counter: Counter) -> String {
        if let whole = counter.whole[number] { return whole }
        let units = number % 10
        if units > 0, let special = counter.lastDigit[units] {
            let rest = number - units
            return (rest > 0 ? kana(rest) : "") + special + counter.reading
        }
        return joined(kana(number), counter)
    }

    // MARK: - Words after a number

    /// A word read after a number: a unit of the numeral system or a counter, with its sound changes.
    struct Counter {
        /// Its reading after most numbers.
        var reading: String
        /// Its reading after ん (さん, よん, せん, まん), when it voices there: ひゃく → びゃく, ふん → ぷん.
        var afterNasal: String?
        /// Readings of the last digit before it that replace the usual one: 4 よ (よじ), 9 く (くじ).
        var lastDigit: [Int: String] = [:]
        /// Whole readings of a number and the counter: 1日 ついたち, 1人 ひとり.
        var whole: [Int: String] = [:]
        /// Whether it is still read with the number after one space (`50 パーセント`, as `%` is spoken).
        var afterSpace = false
    }

    private static let largeUnits = [
        Counter(reading: "ちょう"), Counter(reading: "おく"), Counter(reading: "まん"), Counter(reading: ""),
    ]
    private static let digitKana = ["", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
    private static let hundred = Counter(reading: "ひゃく", afterNasal: "びゃく")
    private static let thousand = Counter(reading: "せん", afterNasal: "ぜん")
    private static let ten = Counter(reading: "じゅう")
    static let point = Counter(reading: "てん")

    /// The reading of 1 ≤ `group` ≤ 9999; a 1 before 千 is said only right before a large unit (いっせんまん).
    private static func groupKana(_ group: Int, beforeLargeUnit: Bool) -> String {
        var text = ""
        for (value, unit) in [(1000, thousand), (100, hundred), (10, ten)] {
            let digit = group / value % 10
            guard digit > 0 else { continue }
            let saysOne = value == 1000 && beforeLargeUnit && group == 1000
            text += digit == 1 && !saysOne ? unit.reading : joined(digitKana[digit], unit)
        }
        return text + digitKana[group % 10]
    }

    /// The numeral's endings that take the small っ, by the first consonant of the word after it.
    private static let geminating: [Character: [String]] = {
        let strong = ["いち", "ろく", "はち", "じゅう", "ひゃく", "びゃく", "ぴゃく"]
        let weak = ["いち", "はち", "じゅう"]
        var table: [Character: [String]] = [:]
        for initial in "かきくけこはひふへほ" { table[initial] = strong }
        for initial in "さしすせそたちつてとぱぴぷぺぽ" { table[initial] = weak }
        return table
    }()

    /// `number`'s kana followed by `word`, with the sound change between them.
    static func joined(_ number: String, _ word: Counter) -> String {
        guard let initial = word.reading.first else { return number }
        if number.hasSuffix("ん") { return number + (word.afterNasal ?? word.reading) }
        guard geminating[initial]?.contains(where: { number.hasSuffix($0) }) == true else {
            return number + word.reading
        }
        // The ending's last kana becomes っ (いち → いっ, じゅう → じゅっ, ひゃく → ひゃっ), and h becomes p.
        return String(number.dropLast()) + "っ" + halfVoiced(word.reading)
    }

    private static func halfVoiced(_ reading: String) -> String {
        guard let first = reading.first, let index = Array("はひふへほ").firstIndex(of: first) else { return reading }
        return String(Array("ぱぴぷぺぽ")[index]) + reading.dropFirst()
    }
}
