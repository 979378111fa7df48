import Audit
import Foundation
import Localization
import Testing
import TestSupport

/// `strings.reading`: the spoken forms of Readings.strings against their display table, and the Japanese
/// kanji rule; plus the shipped Arabic speech checked with the real espeak-ng (no word without a vowel).
@Suite struct StringsReadingTests {
    static let base = #""trait.heading" = "Heading.";"# + "\n" + #""screen.tag.title" = "Photos tagged %@";"# + "\n"
        + #""help.summary" = "Reads things.";"# + "\n"

    static func ja(_ display: String, readings: String? = nil) throws -> [Finding] {
        var files = ["Localizable.strings": display]
        if let readings { files["Readings.strings"] = readings }
        return try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": base], "ja.lproj": files], rules: [StringsReading()])
    }

    @Test func aSpokenKanjiValueWithoutAReadingIsReported() throws {
        let findings = try Self.ja(
            #""trait.heading" = "見出し。";"# + "\n" + #""help.summary" = "読み上げます。";"#,
            readings: #"/* Spoken forms. */"# + "\n")
        #expect(StringsTables.places(findings) == ["trait.heading@1"], "help is display only")
        #expect(findings.first?.message.contains("Readings.strings") == true)
    }

    @Test func aReadingSatisfiesTheRule() throws {
        #expect(try Self.ja(#""trait.heading" = "見出し。";"#, readings: #""trait.heading" = "みだし。";"#).isEmpty)
    }

    @Test func aReadingWithKanjiAnUnknownKeyOrOtherPlaceholdersIsReported() throws {
        let readings = #""trait.heading" = "見だし。";"# + "\n" + #""trait.gone" = "きえた。";"# + "\n"
            + #""screen.tag.title" = "タグの しゃしん";"#
        let display = #""trait.heading" = "見出し。";"# + "\n" + #""screen.tag.title" = "タグ %@ の写真";"#
        let findings = try Self.ja(display, readings: readings)
        #expect(StringsTables.places(findings) == ["trait.heading@1", "trait.gone@2", "screen.tag.title@3"])
    }

    /// A folder without Readings.strings (another project's tables, with its own key names) is not judged.
    @Test func aFolderWithoutReadingsIsNotJudged() throws {
        #expect(try Self.ja(#""trait.heading" = "見出し。";"#).isEmpty)
    }

    @Test func otherLanguagesNeedNoReading() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": Self.base], "de.lproj": ["Localizable.strings": #""trait.heading" = "見出し。";"#]],
            rules: [StringsReading()])
        #expect(findings.isEmpty)
    }

    /// Every Arabic string narration and the screens speak, in its speech form (the reading where there is
    /// one), reaches espeak-ng with a vowel in every word: no "jftH" for يفتح. Latin abbreviations (the voice
    /// switches to English for them) are exempt.
    @Test func arabicSpeechHasAVowelInEveryWord() throws {
        let strings = try NarrationFixture.strings("ar")
        let path = PackagePaths.localizations.appendingPathComponent("ar.lproj/Localizable.strings")
        let document = try StringsDocument.read(path)
        var texts: [String] = []
        for entry in document.entries where StringsReading.isSpoken(entry.key) {
            let speech = strings.text(StringKey(entry.key), channel: .speech)
            texts.append(speech.replacingOccurrences(of: #"%(\d\$)?[@d]"#, with: "", options: .regularExpression))
        }
        #expect(texts.count > 250)
        // One espeak-ng run for all: one string a line, each its own clause.
        let phonemes = try ProcessRunner.run("espeak-ng", ["-q", "-x", "-v", "ar", texts.joined(separator: "\n\n")]).output
        var vowelless: [String] = []
        var english = false
        for token in phonemes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "_" || $0 == "|" }) {
            var word = Substring(token)
            let startsInEnglish = english || token.hasPrefix("(en)")
            while let open = word.firstIndex(of: "("), let close = word[open...].firstIndex(of: ")") {
                english = word[open...close] == "(en)"
                word = word[..<open] + word[word.index(after: close)...]
            }
            guard !startsInEnglish, word.contains(where: \.isLetter) else { continue }
            if !word.contains(where: { "aeiou@".contains($0) }) { vowelless.append(String(token)) }
        }
        #expect(vowelless.isEmpty, "words espeak-ng reads without a vowel: \(vowelless)")
    }
}
