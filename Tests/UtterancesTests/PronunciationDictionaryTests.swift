import Testing

@testable import Utterances

@Suite struct PronunciationDictionaryTests {
    typealias Piece = Utterance.Piece

    static func espeak(_ pattern: String, _ mnemonics: String, language: String = "en") throws -> PronunciationEntry {
        try PronunciationEntry(pattern: pattern, kind: .espeak, replacement: mnemonics, language: language)
    }

    static func say(
        _ pattern: String, _ respelling: String, match: PronunciationEntry.Match = .word, caseSensitive: Bool = false,
        language: String = "en"
    ) throws -> PronunciationEntry {
        try PronunciationEntry(
            pattern: pattern, match: match, caseSensitive: caseSensitive, kind: .say, replacement: respelling,
            language: language)
    }

    // MARK: - Matching

    /// The minimized inputs of the `pronunciation` fuzz target's crash (issue 40): a pattern holding U+0000, searched
    /// in a text holding U+0000 and a letter outside ASCII, trapped in Foundation's `range(of:)`. No word holds a
    /// control character, so such a pattern is refused when the entry is made (typed, imported or loaded).
    @Test(arguments: ["x\0", "\0\0", "a\u{7F}", "a\u{85}b", "\u{1B}[2J"])
    func aPatternHoldingAControlCharacterIsRefused(_ pattern: String) throws {
        #expect {
            _ = try Self.say(pattern, "nul", match: .anywhere)
        } throws: { error in
            guard case .controlCharacterInPattern(let scalar) = error as? PronunciationError else { return false }
            return scalar.properties.generalCategory == .control && pattern.unicodeScalars.contains(scalar)
        }
    }

    @Test func aTextHoldingNULIsStillSearched() throws {
        // The other half of the crash: U+0000 in the text (a label can hold one) is searched past safely.
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("x", "ex", match: .anywhere)])
        let pieces = dictionary.apply(to: Utterance(language: "en", text: "é\0x")).pieces
        #expect(pieces.contains(.respelled(alias: "ex", original: "x")))
    }

    @Test func wordEntrySplitsTextPiece() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.espeak("Photorama", "f'oUt@r,A:m@")])
        let pieces = dictionary.apply(to: [.text("Open Photorama now.")], language: "en")
        #expect(
            pieces == [.text("Open "), .phonemes(mnemonics: "f'oUt@r,A:m@", original: "Photorama"), .text(" now.")])
    }

    @Test func caseIsIgnoredByDefaultAndOriginalKeepsIt() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("café", "kafay")])
        let pieces = dictionary.apply(to: [.text("CAFÉ and Café")], language: "en")
        #expect(
            pieces == [
                .respelled(alias: "kafay", original: "CAFÉ"), .text(" and "),
                .respelled(alias: "kafay", original: "Café"),
            ])
    }

    @Test func caseSensitiveEntryMatchesExactCaseOnly() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("US", "you ess", caseSensitive: true)])
        let pieces = dictionary.apply(to: [.text("us and US")], language: "en")
        #expect(pieces == [.text("us and "), .respelled(alias: "you ess", original: "US")])
    }

    @Test(arguments: ["Photoramas", "xPhotorama", "Photorama2", "_Photorama", "Photorama_"])
    func wordEntryNeedsBoundaries(_ text: String) throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.espeak("Photorama", "f'oUt@r,A:m@")])
        #expect(dictionary.apply(to: [.text(text)], language: "en") == [.text(text)])
    }

    @Test(arguments: ["(Photorama)", "Photorama's", "Photorama-app", "Photorama."])
    func wordEntryMatchesBesidePunctuation(_ text: String) throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.espeak("Photorama", "f'oUt@r,A:m@")])
        let pieces = dictionary.apply(to: [.text(text)], language: "en")
        #expect(pieces.contains(.phonemes(mnemonics: "f'oUt@r,A:m@", original: "Photorama")))
    }

    @Test func wordBoundaryIsFoundAfterFailedCandidate() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("a.a", "ay")])
        let pieces = dictionary.apply(to: [.text("xa.a.a")], language: "en")
        #expect(pieces == [.text("xa."), .respelled(alias: "ay", original: "a.a")])
    }

    @Test func anywhereEntryMatchesInsideWords() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("rama", "rahma", match: .anywhere)])
        let pieces = dictionary.apply(to: [.text("Photoramas")], language: "en")
        #expect(pieces == [.text("Photo"), .respelled(alias: "rahma", original: "rama"), .text("s")])
    }

    @Test func everyOccurrenceLeftmostFirst() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.espeak("Nguyen", "w'In")])
        let pieces = dictionary.apply(to: [.text("Nguyen, nguyen")], language: "en")
        #expect(
            pieces == [
                .phonemes(mnemonics: "w'In", original: "Nguyen"), .text(", "),
                .phonemes(mnemonics: "w'In", original: "nguyen"),
            ])
    }

    @Test func regexEntryReplacesEveryMatchLiterally() throws {
        let entry = try PronunciationEntry(
            pattern: "colou?r", match: .regex, kind: .say, replacement: "kulla $0", language: "en")
        let dictionary = PronunciationDictionary(userEntries: [entry])
        let pieces = dictionary.apply(to: [.text("color, Colour")], language: "en")
        #expect(
            pieces == [
                .respelled(alias: "kulla $0", original: "color"), .text(", "),
                .respelled(alias: "kulla $0", original: "Colour"),
            ])
    }

    @Test func regexPhonemeMatchOffBoundaryIsSkipped() throws {
        let entry = try PronunciationEntry(
            pattern: "ram+a", match: .regex, kind: .espeak, replacement: "rA:m@", language: "en")
        let dictionary = PronunciationDictionary(userEntries: [entry])
        let pieces = dictionary.apply(to: [.text("Photorama ramma")], language: "en")
        #expect(pieces == [.text("Photorama "), .phonemes(mnemonics: "rA:m@", original: "ramma")])
    }

    @Test func regexAnchorsDoNotMatchAtClaimedEdges() throws {
        let first = try Self.say("Mr", "mister", match: .anywhere)
        let anchored = try PronunciationEntry(
            pattern: "^Nguyen", match: .regex, kind: .say, replacement: "win", language: "en")
        let dictionary = PronunciationDictionary(userEntries: [first, anchored])
        let pieces = dictionary.apply(to: [.text("MrNguyen")], language: "en")
        #expect(pieces == [.respelled(alias: "mister", original: "Mr"), .text("Nguyen")])
    }

    // MARK: - Layers

    @Test func claimedTextIsNotMatchedAgain() throws {
        let dictionary = PronunciationDictionary(
            userEntries: [try Self.say("rama", "rahma", match: .anywhere)],
            shippedEntries: [try Self.espeak("Photorama", "f'oUt@r,A:m@")])
        let pieces = dictionary.apply(to: [.text("Photorama")], language: "en")
        #expect(pieces == [.text("Photo"), .respelled(alias: "rahma", original: "rama")])
    }

    @Test func boundariesAreJudgedOnWholeTextAfterClaims() throws {
        let dictionary = PronunciationDictionary(
            userEntries: [try Self.say("foo", "fu", match: .anywhere), try Self.say("bar", "bah")])
        let pieces = dictionary.apply(to: [.text("foobar")], language: "en")
        #expect(pieces == [.respelled(alias: "fu", original: "foo"), .text("bar")])
    }

    @Test func userEntryBeatsShippedEntry() throws {
        let dictionary = PronunciationDictionary(
            userEntries: [try Self.say("Nguyen", "win")],
            shippedEntries: [try PronunciationEntry.shipped(word: "Nguyen", value: "[[N'u:j@n]]", language: "en")])
        #expect(
            dictionary.apply(to: [.text("Nguyen")], language: "en") == [.respelled(alias: "win", original: "Nguyen")])
    }

    @Test func earlierUserEntryWins() throws {
        let dictionary = PronunciationDictionary(
            userEntries: [try Self.say("New York", "noo york"), try Self.say("York", "yorrk")])
        let pieces = dictionary.apply(to: [.text("New York, York")], language: "en")
        #expect(
            pieces == [
                .respelled(alias: "noo york", original: "New York"), .text(", "),
                .respelled(alias: "yorrk", original: "York"),
            ])
    }

    @Test func elementIPAComesFirst() throws {
        let element = try PronunciationEntry.elementIPA(label: "Photorama", ipa: "ˈfoʊtəˌɹɑːmə", language: "en")
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("Photorama", "foto rahma")])
        let utterance = Utterance(language: "en-US", kind: .description, text: "Photorama")
        let result = dictionary.apply(to: utterance, leading: [element])
        #expect(result.pieces == [.phonemes(mnemonics: "'foUt@,rA:m@", original: "Photorama")])
        #expect(result.language == "en-US")
        #expect(result.kind == .description)
    }

    @Test func onlyPlainTextPiecesAreMatchedAndNeverAcrossPieces() throws {
        let dictionary = PronunciationDictionary(userEntries: [try Self.say("Photorama", "foto rahma")])
        let pieces: [Piece] = [
            .spelled("Photorama"), .text("Photo"), .text("rama"), .phonemes(mnemonics: "x", original: "Photorama"),
        ]
        #expect(dictionary.apply(to: pieces, language: "en") == pieces)
    }

    @Test(arguments: ["de-AT", "de", "de-CH", "en"])
    func entriesFollowLanguageScope(_ utteranceLanguage: String) throws {
        let dictionary = PronunciationDictionary(userEntries: [
            try Self.say("Jänner", "jenner", language: "de-AT"), try Self.say("Tschüss", "tschüs", language: "de"),
        ])
        let pieces = dictionary.apply(to: [.text("Jänner Tschüss")], language: utteranceLanguage)
        #expect(pieces.contains(.respelled(alias: "jenner", original: "Jänner")) == (utteranceLanguage == "de-AT"))
        #expect(pieces.contains(.respelled(alias: "tschüs", original: "Tschüss")) == utteranceLanguage.hasPrefix("de"))
    }

    // MARK: - Editing

    @Test func addReplacesSameKeyInPlace() throws {
        var dictionary = PronunciationDictionary()
        dictionary.add(try Self.say("a", "one"))
        dictionary.add(try Self.say("b", "two"))
        dictionary.add(try Self.espeak("a", "'eI"))
        #expect(dictionary.userEntries.map(\.pattern) == ["a", "b"])
        #expect(dictionary.userEntries.first?.kind == .espeak)
        dictionary.add(try Self.say("a", "one", caseSensitive: true))
        #expect(dictionary.userEntries.count == 3)
    }

    @Test func removeDeletesEveryEntryWithPatternInLanguage() throws {
        var dictionary = PronunciationDictionary(userEntries: [
            try Self.say("a", "one"), try Self.say("a", "won", caseSensitive: true),
            try Self.say("a", "eins", language: "de"),
        ])
        #expect(dictionary.remove(pattern: "a", language: "en") == 2)
        #expect(dictionary.userEntries.map(\.language) == ["de"])
        #expect(dictionary.remove(pattern: "zzz", language: "de") == 0)
    }

    @Test func emptyDictionaryLeavesPiecesAlone() {
        let pieces: [Piece] = [.text("Hello")]
        #expect(PronunciationDictionary().apply(to: pieces, language: "en") == pieces)
    }
}
