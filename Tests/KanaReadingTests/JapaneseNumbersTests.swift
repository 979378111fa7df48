import KanaReading
import Testing

/// Numbers in Japanese text read as the numeral system says them (issue 44 item 1): 万 groups, 百 and 千 with their
/// sound changes, the counter after a number with its own, times with 時 and 分, and digits inside Latin words left
/// to the voice. The real voice hears these readings in `SpeechTests`' `JapaneseNumbersVoiceTests`.
@Suite struct JapaneseNumbersTests {
    @Test(arguments: [
        (1, "いち"), (10, "じゅう"), (11, "じゅういち"), (100, "ひゃく"), (300, "さんびゃく"), (600, "ろっぴゃく"),
        (800, "はっぴゃく"), (1000, "せん"), (1500, "せんごひゃく"), (3000, "さんぜん"), (8000, "はっせん"),
        (10_000, "いちまん"), (1_000_000, "ひゃくまん"), (10_000_000, "いっせんまん"), (100_000_000, "いちおく"),
        (1_000_000_000_000, "いっちょう"), (0, "ぜろ"), (15_000_000, "せんごひゃくまん"),
    ])
    func numbersFollowTheNumeralSystem(number: Int, kana: String) {
        #expect(JapaneseNumbers.kana(number) == kana)
    }

    @Test(arguments: [
        ("1こ", "いっこ"), ("3けん", "さんけん"), ("1分", "いっぷん"), ("3ふん", "さんぷん"), ("4時", "よじ"), ("9時", "くじ"),
        ("7時", "しちじ"), ("100こ", "ひゃっこ"), ("2まい", "にまい"), ("10月20日", "じゅうがつはつか"), ("3日", "さんにち"),
        ("1人", "ひとり"), ("10:37", "じゅうじさんじゅうななふん"), ("10:00", "じゅうじ"), ("1,500えん", "せんごひゃくえん"),
        ("1.5", "いってんご"), ("50 パーセント", "ごじゅっぱーせんと"), ("MP3 と 4K", "MP3 と 4K"), ("v1.2.3", "v1.2.3"),
        ("アイテム 12こ", "アイテム じゅうにこ"), ("写真", "写真"), ("03-1234", "ぜろさん-せんにひゃくさんじゅうよん"),
        ("8:05", "はちじごふん"),
    ])
    func textReadsItsNumbersWithTheirCounters(text: String, reading: String) {
        #expect(JapaneseNumbers.reading(of: text) == reading)
    }
}
