import Speech
import TestSupport
import Testing
import Utterances

/// Japanese as heard (issue 44 item 1), through the real voice: each spoken string of the table (amounts, counts
/// with their counters, rates, dates and times, particles, Latin words) gives the phonemes espeak-ng gives for its
/// correct kana. Before, 100 was heard いちひゃく, 1,000 いちせん, 10:37 じゅう さんじゅうしち and the particle は as ha.
@Suite(.serialized) struct JapaneseNumbersVoiceTests {
    @Test(arguments: [
        // Amounts from 1 to 1,000,000.
        ("1えん", "いちえん"), ("25ドル", "にじゅうごドル"), ("100えん", "ひゃくえん"), ("300えん", "さんびゃくえん"),
        ("600えん", "ろっぴゃくえん"), ("800えん", "はっぴゃくえん"), ("1,000えん", "せんえん"),
        ("1,500えん", "せんごひゃくえん"), ("3,000えん", "さんぜんえん"), ("8,000えん", "はっせんえん"),
        ("10,000えん", "いちまんえん"), ("1,000,000えん", "ひゃくまんえん"), ("540ドル", "ごひゃくよんじゅうドル"),
        ("12,345,678", "せんにひゃくさんじゅうよんまんごせんろっぴゃくななじゅうはち"), ("4円", "よえん"),
        // Counts with their counters.
        ("1こ", "いっこ"), ("6こ", "ろっこ"), ("8こ", "はっこ"), ("10こ", "じゅっこ"), ("100こ", "ひゃっこ"),
        ("3けん", "さんけん"), ("1けん", "いっけん"), ("101まい", "ひゃくいちまい"), ("4個中1番目", "よんこちゅういちばんめ"),
        ("リスト、14こうもく。", "リスト、じゅうよんこうもく。"), ("8こちゅう1ばんめ", "はっこちゅういちばんめ"),
        // Rates and percentages.
        ("いっぷん あたり 175 たんご", "いっぷん あたり ひゃくななじゅうご たんご"), ("100 パーセント", "ひゃくぱーせんと"),
        ("50%", "ごじゅっぱーせんと"), ("1.5", "いってんご"),
        // Dates and times.
        ("1ふん", "いっぷん"), ("3分", "さんぷん"), ("6分", "ろっぷん"), ("10分", "じゅっぷん"), ("4時", "よじ"), ("9時", "くじ"),
        ("10:37", "じゅうじさんじゅうななふん"), ("8:00", "はちじ"), ("2024年10月1日", "にせんにじゅうよねんじゅうがつついたち"),
        ("2024ねん にがつ 4日 10:37", "にせんにじゅうよねん にがつ よっか じゅうじさんじゅうななふん"),
        // Particles as heard, in text MeCab reads.
        ("写真はありません。", "しゃしんわありません。"), ("東京へ行く", "とーきょーえいく"),
    ])
    func spokenJapaneseSoundsLikeItsKana(spoken: String, kana: String) throws {
        let heard = try SharedSynthesizer.shared.phonemes(markup: spoken, language: "ja")
        let expected = try SharedSynthesizer.shared.phonemes(markup: kana, language: "ja")
        #expect(heard == expected)
    }

    /// Latin words in a Japanese utterance (item names, key names, commands) go to the English voice as a run of
    /// their own and are heard as words, never letter by letter as the Japanese voice says them.
    @Test(arguments: [
        ("PageUp なら 10こ まええ。", "PageUp"), ("help と にゅうりょく してください。", "help"), ("Laptopの写真", "Laptop"),
    ])
    func latinWordsAreSpokenAsWords(text: String, word: String) throws {
        let runs = Utterance(language: "ja", text: text).scriptRuns()
        let heard = try runs.map {
            try SharedSynthesizer.shared.phonemes(markup: $0.markup(capitals: .none), language: $0.language)
        }
        let english = try SharedSynthesizer.shared.phonemes(markup: word, language: "en")
        let spelled = try SharedSynthesizer.shared.phonemes(markup: word, language: "ja")
        #expect(heard.contains(english), "\(heard)")
        #expect(!heard.contains(where: { $0.contains(spelled) }), "\(heard)")
    }
}
