import Audit
import Foundation
import Localization
import TestSupport
import Testing
import Utterances

/// `strings.reading`: the spoken forms of Readings.strings against their display table, the Japanese kanji
/// half, and the Arabic half with the real engine (no spoken word without a vowel; l10n check --speech).
@Suite struct StringsReadingTests {
    static let base =
        #""trait.heading" = "Heading.";"# + "\n" + #""screen.tag.title" = "Photos tagged %@";"# + "\n"
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
        let readings =
            #""trait.heading" = "見だし。";"# + "\n" + #""trait.gone" = "きえた。";"# + "\n"
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
            [
                "en.lproj": ["Localizable.strings": Self.base],
                "de.lproj": ["Localizable.strings": #""trait.heading" = "見出し。";"#],
            ],
            rules: [StringsReading()])
        #expect(findings.isEmpty)
    }

    // MARK: - The Arabic half (l10n check --speech)

    static func arabic(_ display: String, readings: String, synthesizer: (any Synthesizer)? = SharedSynthesizer.shared)
        throws -> [Finding]
    {
        let folder = StringsTables.folder([
            "en.lproj": ["Localizable.strings": base],
            "ar.lproj": ["Localizable.strings": display, "Readings.strings": readings],
        ])
        let audit = StringsAudit(configuration: .init(rules: [StringsReading()], synthesizer: synthesizer))
        return audit.run(folder, strings: try StringsTables.english()).findings
    }

    /// The failing fixture: يفتح, unvowelled, is read "jftH"; help is display only and not judged.
    @Test func anArabicSpokenWordWithoutAVowelIsReported() throws {
        let findings = try Self.arabic(
            #""trait.heading" = "يفتح.";"# + "\n" + #""help.summary" = "يفتح.";"#, readings: "/* Spoken forms. */\n")
        #expect(StringsTables.places(findings) == ["trait.heading@1"])
        let message = try #require(findings.first?.message)
        #expect(message.contains("“jftH”") && message.contains("Readings.strings"), "\(message)")
    }

    @Test func aVowelledReadingSatisfiesTheArabicHalf() throws {
        let findings = try Self.arabic(
            #""trait.heading" = "يفتح.";"# + "\n" + #""screen.tag.title" = "الصور الموسومة %@";"#,
            readings: #""trait.heading" = "يَفتَح.";"#)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A word a reading writes with vowels (العَناصِر) and another spoken string leaves bare is misread there
    /// (?alAn'a:s[R, a word with a vowel, which the vowel-less check passes) and is reported with both readings.
    @Test func aWordReadOtherwiseThanItsVowelledFormIsReported() throws {
        let display = #""trait.heading" = "العناصر";"# + "\n" + #""screen.tag.title" = "العناصر الموسومة %@";"#
        let findings = try Self.arabic(display, readings: #""trait.heading" = "العَناصِر";"#)
        #expect(StringsTables.places(findings) == ["screen.tag.title@2"], "\(findings.map(\.message))")
        let message = try #require(findings.first?.message)
        let vowelled = try SharedSynthesizer.shared.phonemes(markup: "العَناصِر", language: "ar")
        #expect(message.contains("“العناصر”") && message.contains("العَناصِر"), "\(message)")
        #expect(message.contains(vowelled.filter { $0 != "'" && $0 != "," }), "\(message)")
        #expect(!message.contains("الموسومة"), "no reading vowels it: \(message)")
    }

    @Test func theVowelledFormInTheReadingSatisfiesIt() throws {
        let display = #""trait.heading" = "العناصر";"# + "\n" + #""screen.tag.title" = "العناصر الموسومة %@";"#
        let readings = #""trait.heading" = "العَناصِر";"# + "\n" + #""screen.tag.title" = "العَناصِر الموسومة %@";"#
        #expect(try Self.arabic(display, readings: readings).isEmpty)
    }

    @Test(arguments: [
        ("العَناصِر", "العناصر"), ("تَمْمَت", "تمت"), ("بِٱلمِئَة", "بالمئة"), ("وَسْم", "وسم"), ("مُفَضْضَلَة", "مفضلة"),
    ])
    func bareLettersOfAVowelledWord(word: String, bare: String) {
        #expect(VowelledForms.bare(Substring(word)) == bare)
    }

    @Test func theMostFrequentSpellingIsTheVowelledForm() {
        let forms = VowelledForms(readings: ["الصُوَر", "الصُوَر الجديدة", "الصُورَ", "وَ يَسار"])
        #expect(forms.forms["الصور"] == "الصُوَر")
        #expect(forms.forms["و"] == nil, "one letter")
        #expect(forms.forms["الجديدة"] == nil, "no vowel mark")
    }

    /// Latin words go to the English voice, placeholders are not read, and هـ (after a Hijri year) is a listed
    /// abbreviation.
    @Test func latinWordsPlaceholdersAndListedAbbreviationsAreExempt() throws {
        let findings = try Self.arabic(
            #""trait.heading" = "عنوان Lector و JSON، سنة 1445 هـ.";"# + "\n" + #""screen.tag.title" = "العنوان %@";"#,
            readings: "/* Spoken forms. */\n")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(StringsReading.arabicAbbreviations.contains("هـ"))
    }

    /// Without a synthesizer (l10n check without --speech) the Arabic half does not run, nor start a voice.
    @Test func withoutASynthesizerTheArabicHalfDoesNotRun() throws {
        #expect(
            try Self.arabic(#""trait.heading" = "يفتح.";"#, readings: "/* Spoken forms. */\n", synthesizer: nil).isEmpty
        )
    }

    @Test(arguments: [
        ("jftH ?alm'ilaff", ["jftH"]), ("(en)l'Ekt3(ar) jftH", ["jftH"]), ("(en)p'In ts(ar)", []),
        ("w'a (en)dZ'eIs'0n(ar)_:_: l", ["l"]), ("m'i?a w'aTal,a:T s['u:R", []), ("", []),
        ("j'aftaH ?alllqt[t", ["?alllqt[t"]), ("j'aftaH ?all'aqt[a ?alf ?alm'ilaff", []),
    ])
    func vowellessWordsOfPhonemes(phonemes: String, words: [String]) {
        #expect(VowellessWords.find(in: phonemes) == words)
    }

    @Test func theSpeechTextDropsPlaceholdersMarksAndAbbreviations() {
        #expect(
            VowellessWords.speechText("\u{2068}%1$@\u{2069} يفتح %d%% سنة هـ.", abbreviations: ["هـ"])
                == "  يفتح    سنة .")
        #expect(VowellessWords.speechText("«هـ»، هـهـ", abbreviations: ["هـ"]) == "«»، هـهـ")
    }

    /// The shipped tables pass the Arabic half with the real engine: every Arabic string narration and the
    /// screens speak, in its spoken form (the reading where there is one), reaches espeak-ng with a vowel in
    /// every word (no "jftH" for يفتح).
    @Test func theShippedArabicSpeechHasAVowelInEveryWord() throws {
        let folder = try StringsFolder.read(
            PackagePaths.localizations, displayPath: "Localizations", sourceLanguage: nil, houseStyle: true)
        let audit = StringsAudit(
            configuration: .init(
                rules: [StringsReading()], locale: "ar", houseStyle: true, synthesizer: SharedSynthesizer.shared))
        let findings = audit.run(folder, strings: try StringsTables.english()).findings
        #expect(findings.isEmpty, "\(findings.map { "\(StringsTables.places([$0])): \($0.message)" })")
    }
}
