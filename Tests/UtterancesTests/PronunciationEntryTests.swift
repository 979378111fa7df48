import Testing

@testable import Utterances

@Suite struct PronunciationEntryTests {
    @Test func ipaEntryIsConvertedForItsLanguage() throws {
        let entry = try PronunciationEntry(
            pattern: "Photorama", kind: .ipa, replacement: "ˈfoʊtəˌɹɑːmə", language: "en")
        #expect(entry.mnemonics == "'foUt@,rA:m@")
        #expect(entry.match == .word)
        #expect(!entry.caseSensitive)
        #expect(entry.replacement == "ˈfoʊtəˌɹɑːmə")
    }

    @Test func regionalIPAEntryUsesLanguageTable() throws {
        let entry = try PronunciationEntry(pattern: "Zucchini", kind: .ipa, replacement: "tsuˈkiːni", language: "de-AT")
        #expect(entry.mnemonics == "tsu'ki:ni")
    }

    @Test(arguments: ["f'oUt@r,A:m@", "[[f'oUt@r,A:m@]]"])
    func espeakEntryKeepsMnemonicsWithoutBrackets(_ replacement: String) throws {
        let entry = try PronunciationEntry(
            pattern: "Photorama", kind: .espeak, replacement: replacement, language: "en")
        #expect(entry.mnemonics == "f'oUt@r,A:m@")
        #expect(entry.replacement == "f'oUt@r,A:m@")
    }

    @Test func sayEntryHasNoMnemonics() throws {
        let entry = try PronunciationEntry(pattern: "Photorama", kind: .say, replacement: "foto rahma", language: "en")
        #expect(entry.mnemonics == nil)
    }

    @Test func emptyPatternIsRejected() {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "", kind: .say, replacement: "x", language: "en")
        }
        #expect(error == .emptyPattern)
    }

    @Test(arguments: [PronunciationEntry.Kind.ipa, .espeak])
    func anywhereWithPhonemeKindIsRejected(_ kind: PronunciationEntry.Kind) throws {
        let error = try #require(
            #expect(throws: PronunciationError.self) {
                try PronunciationEntry(
                    pattern: "rama", match: .anywhere, kind: kind, replacement: "wIn", language: "en")
            })
        #expect(error == .phonemesNeedWordBoundaries(pattern: "rama"))
        #expect(error.description.contains("whole words"))
    }

    @Test func anywhereWithRespellingIsAccepted() throws {
        let entry = try PronunciationEntry(
            pattern: "rama", match: .anywhere, kind: .say, replacement: "rahma", language: "en")
        #expect(entry.match == .anywhere)
    }

    @Test(arguments: ["(unclosed", "[a-", "*a", "a{2,1}"])
    func regexThatDoesNotCompileIsRejected(_ pattern: String) {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: pattern, match: .regex, kind: .say, replacement: "x", language: "en")
        }
        #expect(error == .invalidRegex(pattern: pattern))
    }

    @Test(arguments: ["a*", "x?", "", "(foo)?", "\\b", "^", "(?:a)?", "a|"])
    func regexMatchingEmptyTextIsRejected(_ pattern: String) {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: pattern, match: .regex, kind: .say, replacement: "x", language: "en")
        }
        if pattern.isEmpty {
            #expect(error == .emptyPattern)
        } else {
            #expect(error == .regexMatchesEmpty(pattern: pattern))
        }
    }

    @Test func ipaThatDoesNotConvertIsRejectedWithConversionError() throws {
        let error = try #require(
            #expect(throws: PronunciationError.self) {
                try PronunciationEntry(pattern: "Photorama", kind: .ipa, replacement: "ˈfoʊʘə", language: "en")
            })
        #expect(
            error.description == "IPA \"ˈfoʊʘə\" (en): symbol \"ʘ\" (U+0298) at position 5 has no espeak-ng phoneme")
    }

    @Test func ipaForLanguageWithoutTableIsRejected() {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "da", kind: .ipa, replacement: "da", language: "ru")
        }
        #expect(error == .ipa(.noTable(ipa: "da", language: "ru")))
    }

    @Test func badMnemonicsAndRespellingsAreRejected() {
        let phonemes = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "x", kind: .espeak, replacement: "w'In]]<b>", language: "en")
        }
        #expect(phonemes == .markup(.forbiddenInPhonemes(mnemonics: "w'In]]<b>", character: "]", position: 5)))
        let respelling = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "x", kind: .say, replacement: "a\"b", language: "en")
        }
        #expect(respelling == .markup(.forbiddenInRespelling(respelling: "a\"b", character: "\"", position: 2)))
    }

    // MARK: - Scope and identity

    @Test(arguments: [
        ("de", "de", true), ("de", "de-AT", true), ("de", "de-CH", true), ("de", "DE-at", true),
        ("de-AT", "de-AT", true), ("de-AT", "de", false), ("de-AT", "de-CH", false), ("de", "dsb", false),
        ("en", "en-US", true), ("en-US", "en-GB", false), ("de_AT", "de-AT", true),
    ])
    func languageScope(_ entryLanguage: String, _ utteranceLanguage: String, _ applies: Bool) throws {
        let entry = try PronunciationEntry(pattern: "x", kind: .say, replacement: "y", language: entryLanguage)
        #expect(entry.applies(to: utteranceLanguage) == applies)
    }

    @Test func sameKeyReplacesWhateverTheReplacement() throws {
        let first = try PronunciationEntry(pattern: "Nguyen", kind: .espeak, replacement: "w'In", language: "en")
        let second = try PronunciationEntry(pattern: "Nguyen", kind: .say, replacement: "win", language: "en")
        let otherCase = try PronunciationEntry(
            pattern: "Nguyen", caseSensitive: true, kind: .say, replacement: "win", language: "en")
        let otherLanguage = try PronunciationEntry(pattern: "Nguyen", kind: .say, replacement: "win", language: "de")
        #expect(second.replaces(first))
        #expect(!otherCase.replaces(first))
        #expect(!otherLanguage.replaces(first))
    }

    // MARK: - Shipped values

    @Test func shippedPhonemeValue() throws {
        let entry = try PronunciationEntry.shipped(word: "Nguyen", value: "[[w'In]]", language: "en")
        #expect(entry.kind == .espeak)
        #expect(entry.mnemonics == "w'In")
        #expect(entry.match == .word)
        #expect(!entry.caseSensitive)
    }

    @Test func shippedIPAValue() throws {
        let entry = try PronunciationEntry.shipped(word: "Tübingen", value: "/ˈtyːbɪŋən/", language: "de")
        #expect(entry.kind == .ipa)
        #expect(entry.mnemonics == "'ty:bIN@n")
    }

    @Test(arguments: ["w'In", "[w'In]", "/", "", "[[w'In]", "ˈtyːbɪŋən"])
    func shippedValueOfOtherFormIsRejected(_ value: String) {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry.shipped(word: "Nguyen", value: value, language: "en")
        }
        #expect(error == .invalidShippedValue(word: "Nguyen", value: value, language: "en"))
    }

    @Test func shippedEmptyPhonemesAreRejected() {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry.shipped(word: "Nguyen", value: "[[]]", language: "en")
        }
        #expect(error == .markup(.emptyPhonemes))
    }

    @Test func shippedPairsKeepFileOrder() throws {
        let entries = try PronunciationEntry.shipped(
            pairs: [(key: "Nguyen", value: "[[w'In]]"), (key: "Photorama", value: "/ˈfoʊtəˌɹɑːmə/")], language: "en")
        #expect(entries.map(\.pattern) == ["Nguyen", "Photorama"])
    }

    @Test func shippedPairsReportFirstBadValue() {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry.shipped(
                pairs: [(key: "a", value: "[[a]]"), (key: "b", value: "/ʘ/"), (key: "c", value: "x")], language: "en")
        }
        #expect(error == .ipa(.unknownSymbol(ipa: "ʘ", language: "en", symbol: "ʘ", position: 1)))
    }
}
