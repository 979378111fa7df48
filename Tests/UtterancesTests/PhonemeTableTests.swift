import Testing

@testable import Utterances

/// An IPA transcription, its language and the markup it must convert to.
struct IPAExample: CustomTestStringConvertible, Sendable {
    let language: String
    let ipa: String
    let markup: String
    var testDescription: String { "\(language) \(ipa)" }
}

@Suite struct PhonemeTableTests {
    @Test(arguments: [
        // The examples of speech.md §3.4.
        IPAExample(language: "en", ipa: "ˈfoʊtəˌɹɑːmə", markup: "[['foUt@,rA:m@]]"),
        IPAExample(language: "en", ipa: "wɪn", markup: "[[wIn]]"),
        IPAExample(language: "de", ipa: "tsuˈkiːni", markup: "[[tsu'ki:ni]]"),
        IPAExample(language: "de", ipa: "ˈtyːbɪŋən", markup: "[['ty:bIN@n]]"),
        // Normalization: delimiters, tie bars, syllable dots, unrendered marks, ʧ ʤ ɡ.
        IPAExample(language: "en", ipa: "/ˈfoʊ.tə.ˌɹɑː.mə/", markup: "[['foUt@,rA:m@]]"),
        IPAExample(language: "en", ipa: "[wɪn]", markup: "[[wIn]]"),
        IPAExample(language: "en", ipa: "ˈt͡ʃɜːt͜ʃ", markup: "[['tS3:tS]]"),
        IPAExample(language: "en", ipa: "ʧɪʤ", markup: "[[tSIdZ]]"),
        IPAExample(language: "en", ipa: "\u{0261}ʊd", markup: "[[gUd]]"),
        IPAExample(language: "en", ipa: "ˈkʰæt", markup: "[['kat]]"),
        IPAExample(language: "de", ipa: "ˈʔaɪ̯nˑs", markup: "[['?aIns]]"),
        IPAExample(language: "en", ipa: "ˈbʌtn̩", markup: "[['bVtn]]"),
        IPAExample(language: "en", ipa: "ˈkæt̚ ˈdɔːɡ", markup: "[['kat 'dO:g]]"),
        // Longest key first.
        IPAExample(language: "en", ipa: "ˈaɪə", markup: "[['aI@]]"),
        IPAExample(language: "en", ipa: "ˈeɪ", markup: "[['eI]]"),
        IPAExample(language: "de", ipa: "ˈpfɛːɐ̯t", markup: "[['pfE:3t]]"),
        IPAExample(language: "de", ipa: "ˈɔʏlə", markup: "[['OYl@]]"),
        // The other languages.
        IPAExample(language: "es", ipa: "ˈpeɾo", markup: "[['pero]]"),
        IPAExample(language: "es", ipa: "ˈpero", markup: "[['peRo]]"),
        IPAExample(language: "es", ipa: "ˈaɲo", markup: "[['an^o]]"),
        IPAExample(language: "es", ipa: "kaˈβeθa", markup: "[[ka'BeTa]]"),
        IPAExample(language: "fr", ipa: "bɔ̃ ʒuʁ", markup: "[[bO~ Zur]]"),
        IPAExample(language: "fr", ipa: "vɛ̃ blɑ̃", markup: "[[vE~ blA~]]"),
        IPAExample(language: "fr", ipa: "nɥi", markup: "[[nyi]]"),
        IPAExample(language: "ja", ipa: "ɸɯdʑi", markup: "[[p\\ud_z\\i]]"),
        IPAExample(language: "ja", ipa: "tsɯnami", markup: "[[t_sunami]]"),
        IPAExample(language: "ja", ipa: "kʲoːto", markup: "[[k_jo:to]]"),
        IPAExample(language: "ja", ipa: "kitːe", markup: "[[kitte]]"),
        IPAExample(language: "ar", ipa: "kiˈtaːb", markup: "[[ki'ta:b]]"),
        IPAExample(language: "ar", ipa: "ħubː", markup: "[[Hubb]]"),
        IPAExample(language: "ar", ipa: "sˤabr", markup: "[[sabr]]"),
        IPAExample(language: "ar", ipa: "dˤawʔ", markup: "[[dHaw?]]"),
    ])
    func convertsIPA(_ example: IPAExample) throws {
        let table = try #require(PhonemeTable.table(for: example.language))
        #expect(try table.convert(ipa: example.ipa) == example.markup)
    }

    @Test func unknownSymbolErrorNamesSymbolCodePointAndPosition() throws {
        let error = try #require(
            #expect(throws: IPAConversionError.self) {
                try PhonemeTable.english.convert(ipa: "ˈfoʊʘə")
            })
        #expect(error == .unknownSymbol(ipa: "ˈfoʊʘə", language: "en", symbol: "ʘ", position: 5))
        #expect(
            error.description == "IPA \"ˈfoʊʘə\" (en): symbol \"ʘ\" (U+0298) at position 5 has no espeak-ng phoneme")
    }

    @Test(arguments: [
        // "–" cells of the spec table: no key in that language.
        IPAExample(language: "en", ipa: "ʁ", markup: "ʁ"),
        IPAExample(language: "en", ipa: "ʏ", markup: "ʏ"),
        IPAExample(language: "de", ipa: "θ", markup: "θ"),
        IPAExample(language: "de", ipa: "w", markup: "w"),
        IPAExample(language: "de", ipa: "æ", markup: "æ"),
        // Length exists only inside keys.
        IPAExample(language: "en", ipa: "ɪː", markup: "ː"),
        IPAExample(language: "es", ipa: "aː", markup: "ː"),
    ])
    func symbolWithoutKeyIsAnError(_ example: IPAExample) throws {
        let table = try #require(PhonemeTable.table(for: example.language))
        let error = #expect(throws: IPAConversionError.self) { try table.convert(ipa: example.ipa) }
        guard case .unknownSymbol(_, _, let symbol, _) = error else {
            Issue.record("expected an unknown symbol, got \(String(describing: error))")
            return
        }
        #expect(String(symbol) == example.markup)
    }

    @Test func positionCountsWithinStrippedTranscription() {
        let error = #expect(throws: IPAConversionError.self) {
            try PhonemeTable.german.convert(ipa: "/t͡saʘ/")
        }
        #expect(error == .unknownSymbol(ipa: "t͡saʘ", language: "de", symbol: "ʘ", position: 5))
    }

    @Test func combiningMarkIsReportedOnItsOwn() {
        let error = #expect(throws: IPAConversionError.self) { try PhonemeTable.english.convert(ipa: "ã") }
        #expect(error == .unknownSymbol(ipa: "ã", language: "en", symbol: "ã", position: 1))
        let nasal = #expect(throws: IPAConversionError.self) { try PhonemeTable.german.convert(ipa: "ɑ̃") }
        #expect(nasal == .unknownSymbol(ipa: "ɑ̃", language: "de", symbol: "ɑ", position: 1))
    }

    @Test(arguments: ["", "//", "[]", " . "])
    func emptyTranscriptionIsAnError(_ ipa: String) {
        let error = #expect(throws: IPAConversionError.self) { try PhonemeTable.english.convert(ipa: ipa) }
        guard case .empty = error else {
            Issue.record("expected empty, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: [
        ("en", "en"), ("en-US", "en"), ("de-AT", "de"), ("de_CH", "de"), ("es-419", "es"), ("fr-CA", "fr"),
        ("ja", "ja"), ("ar-EG", "ar"), ("EN-gb", "en"),
    ])
    func tableFollowsPrimarySubtag(_ tag: String, _ language: String) throws {
        let table = try #require(PhonemeTable.table(for: tag))
        #expect(table.language == language)
    }

    @Test func languageWithoutTableIsAnError() {
        #expect(PhonemeTable.table(for: "ru") == nil)
        let error = #expect(throws: IPAConversionError.self) {
            try PhonemeTable.phonemes(forIPA: "da", language: "ru")
        }
        #expect(error == .noTable(ipa: "da", language: "ru"))
    }

    @Test func everyTableHasStressMarksAndSpace() {
        for table in PhonemeTable.all {
            #expect(table.mnemonics["ˈ"] == "'")
            #expect(table.mnemonics["ˌ"] == ",")
            #expect(table.mnemonics[" "] == " ")
        }
    }

    @Test func everyMnemonicIsValidPhonemeMarkup() throws {
        for table in PhonemeTable.all {
            for (key, mnemonic) in table.mnemonics where key != " " {
                try MarkupValidator.validatePhonemes(mnemonic)
            }
        }
    }
}
