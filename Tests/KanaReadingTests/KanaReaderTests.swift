import Foundation
import KanaReading
import Testing

/// MeCab with the IPA dictionary reads Japanese user text with kanji (issue 19 item 2); the real espeak-ng's
/// Japanese voice then reads kana, not "Chinese letter".
@Suite struct KanaReaderTests {
    @Test(arguments: [
        ("東京タワーの夜景", "トーキョータワーノヤケイ"), ("選択済み", "センタクズミ"), ("写真を開きます。", "シャシンヲヒラキマス。"),
        ("Tokyo 東京 2024", "Tokyo トーキョー 2024"), ("しゃしん", "しゃしん"), ("Photos", "Photos"),
    ])
    func readsKanjiAsKana(text: String, reading: String) throws {
        #expect(try KanaReader().reading(of: text) == reading)
    }

    @Test func theJapaneseVoiceReadsTheReadingNotChineseLetter() throws {
        let reading = try KanaReader().reading(of: "東京タワーの夜景")
        let spoken = try Self.phonemes(reading)
        #expect(!spoken.contains("(en)"), "\(spoken)")
        #expect(spoken.contains("o:k"), "\(spoken)")
        let raw = try Self.phonemes("東京タワーの夜景")
        #expect(raw.contains("(en)"), "without the reading the voice switches to English: \(raw)")
    }

    static func phonemes(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["espeak-ng", "-q", "-x", "-v", "ja", text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
