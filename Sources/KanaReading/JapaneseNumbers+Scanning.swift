extension JapaneseNumbers {
    // MARK: - Counters

    /// The counters read with the number before them, each by its written forms (kanji, hiragana, katakana),
    /// longest first. A counter whose sound never changes and that MeCab reads right alone (まい, ばんめ) needs
    /// no entry: it is read after the plain number.
    static let counters: [(form: [Unicode.Scalar], counter: Counter)] = {
        let four = [4: "よ"]
        let list: [([String], Counter)] = [
            (["個中"], Counter(reading: "こちゅう")),
            (["個", "こ", "コ"], Counter(reading: "こ")),
            (["件", "けん", "ケン"], Counter(reading: "けん")),
            (["回", "かい"], Counter(reading: "かい")),
            (["項目", "こうもく"], Counter(reading: "こうもく")),
            (["項", "こう"], Counter(reading: "こう")),
            (["ヶ月", "か月", "カ月", "ケ月", "かげつ"], Counter(reading: "かげつ")),
            (["歳", "才", "さい"], Counter(reading: "さい")),
            (["本", "ほん"], Counter(reading: "ほん", afterNasal: "ぼん")),
            (["分", "ふん", "ぷん", "フン", "プン"], Counter(reading: "ふん", afterNasal: "ぷん")),
            (["秒", "びょう"], Counter(reading: "びょう")),
            (["時間", "じかん"], Counter(reading: "じかん", lastDigit: [4: "よ", 9: "く"])),
            (["時", "じ", "ジ"], Counter(reading: "じ", lastDigit: [4: "よ", 7: "しち", 9: "く"])),
            (["年", "ねん"], Counter(reading: "ねん", lastDigit: four)),
            (["月", "がつ"], Counter(reading: "がつ", lastDigit: [4: "し", 7: "しち", 9: "く"])),
            (["日", "にち"], Counter(reading: "にち", lastDigit: [7: "しち", 9: "く"])),
            (["人", "にん"], Counter(reading: "にん", lastDigit: four, whole: [1: "ひとり", 2: "ふたり"])),
            (["円", "えん", "エン"], Counter(reading: "えん", lastDigit: four)),
            (["%", "％"], Counter(reading: "ぱーせんと")),
            (["パーセント"], Counter(reading: "ぱーせんと", afterSpace: true)),
        ]
        let written = list.flatMap { forms, counter in forms.map { (form: Array($0.unicodeScalars), counter: counter) }
        }
        return written.sorted { $0.form.count > $1.form.count }
    }()

    /// The day of a date (a number before 日 right after a month): 1 ついたち, 20 はつか.
    static let dayOfMonth = Counter(
        reading: "にち", lastDigit: [7: "しち", 9: "く"],
        whole: [
            1: "ついたち", 2: "ふつか", 3: "みっか", 4: "よっか", 5: "いつか", 6: "むいか", 7: "なのか", 8: "ようか",
            9: "ここのか", 10: "とおか", 14: "じゅうよっか", 20: "はつか", 24: "にじゅうよっか",
        ])

    private static let minute = Counter(reading: "ふん", afterNasal: "ぷん")
    private static let hour = Counter(reading: "じ", lastDigit: [4: "よ", 7: "しち", 9: "く"])

    // MARK: - Scanning

    /// The value of an ASCII or full-width decimal digit.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0xFF10...0xFF19: Int(scalar.value - 0xFF10)
        default: nil
        }
    }

    /// A Latin letter or a digit mark before a digit: the digit is part of a word (MP3) or of a number already
    /// passed (a version 1.2.3).
    static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && scalar.value < 0x0250 || digit(scalar) != nil || scalar == "."
            || scalar == "_"
    }

    /// The reading of the number starting at `start` (with its counter or its minutes) and the index after it,
    /// or nil when it is left to the voice (part of a Latin word, too long, a version number).
    static func number(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start
        func digits() -> [Int] {
            var values: [Int] = []
            while index < scalars.count, let value = digit(scalars[index]) {
                values.append(value)
                index += 1
            }
            return values
        }
        func followedByDigits(_ mark: Unicode.Scalar, count: Int? = nil) -> Bool {
            guard index + 1 < scalars.count, scalars[index] == mark else { return false }
            let run = scalars[(index + 1)...].prefix { digit($0) != nil }.count
            return count.map { run == $0 } ?? (run > 0)
        }
        var whole = digits()
        // A time: hours, a colon and two digits of minutes.
        if whole.count <= 2, followedByDigits(":", count: 2) {
            index += 1
            let minutes = digits()
            let hours = value(whole)
            let minuteValue = value(minutes)
            if hours <= 24, minuteValue < 60 {
                guard !endsWord(scalars, at: index) else { return nil }
                let spoken = kana(hours, counter: hour) + (minuteValue == 0 ? "" : kana(minuteValue, counter: minute))
                return (spoken, index)
            }
            return nil
        }
        while whole.count <= 13, followedByDigits(",", count: 3) {
            index += 1
            whole += digits()
        }
        guard whole.count <= 16 else { return nil }
        var fraction: [Int] = []
        if followedByDigits(".") {
            index += 1
            fraction = digits()
            if index < scalars.count, scalars[index] == "." { return nil }
        }
        guard !endsWord(scalars, at: index) else { return nil }
        // A code with a leading zero (03, 007) is read digit by digit.
        if whole.count > 1, whole[0] == 0, fraction.isEmpty {
            return (whole.map { $0 == 0 ? "ぜろ" : kana($0) }.joined(), index)
        }
        let number = value(whole)
        if !fraction.isEmpty {
            let decimals = fraction.map { $0 == 0 ? "ぜろ" : kana($0) }.joined()
            let (counter, end) = counter(in: scalars, at: index)
            return (joined(kana(number), point) + decimals + (counter?.reading ?? ""), end)
        }
        let (found, end) = counter(in: scalars, at: index)
        guard var counter = found else { return (kana(number), index) }
        if counter.reading == "にち", precededByMonth(scalars, before: start) { counter = dayOfMonth }
        return (kana(number, counter: counter), end)
    }

    private static func value(_ digits: [Int]) -> Int {
        digits.reduce(0) { $0 * 10 + $1 }
    }

    /// Whether a Latin letter follows the number (4K, 3D: a word the voice reads as a whole).
    private static func endsWord(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index < scalars.count && scalars[index].isASCII && scalars[index].properties.isAlphabetic
    }

    /// The counter written at `index`, and the index after it (`index` when there is none).
    private static func counter(in scalars: [Unicode.Scalar], at index: Int) -> (Counter?, Int) {
        for (form, counter) in counters {
            for start in counter.afterSpace ? [index, index + 1] : [index] {
                guard start == index || index < scalars.count && scalars[index] == " " else { continue }
                if scalars.count - start >= form.count, Array(scalars[start..<(start + form.count)]) == form {
                    return (counter, start + form.count)
                }
            }
        }
        return (nil, index)
    }

    /// Whether the number starting at `start` comes right after a month (10月5日, にがつ 5日).
    private static func precededByMonth(_ scalars: [Unicode.Scalar], before start: Int) -> Bool {
        let before = String(String.UnicodeScalarView(scalars[..<start].reversed().drop { $0 == " " }.reversed()))
        return before.hasSuffix("月") || before.hasSuffix("がつ")
    }
}
