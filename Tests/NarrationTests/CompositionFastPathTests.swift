import Foundation
import Localization
import TestSupport
import Testing
import Utterances

@testable import Narration

/// The byte-level ways of composition against the general ways they stand for, on many generated inputs in
/// every shipped language: own sentences, sentence ends, trait words joined, cleanup's check, spelled codes,
/// the recognizers' start checks and the lowercase compare.
@Suite struct CompositionFastPathTests {
    static let languages = ["en", "de", "es", "fr", "ja", "ar"]
    static let alphabet: [Character] =
        Array("aAzZ09 .?!,:-'\t\r\n") + [
            "\r\n", "。", "．", "？", "！", "؟", "é", "e\u{301}", "ß", "İ", "\u{200B}", "\u{7F}", "\u{85}", "ボ", "\u{3000}",
        ]

    // MARK: - Reference forms (the general ways, as they were written before the byte-level ones)

    static func referenceEndsWithSentenceEnd(_ text: SpokenText) -> Bool {
        for piece in text.pieces.reversed() where !piece.isEmpty {
            let value: String
            switch piece {
            case .text(let text): value = text
            case .spelled(let run): value = run
            case .phonemes(_, let original), .respelled(_, let original): value = original
            }
            guard value.utf8.contains(where: { $0 != 0x20 }) else { continue }
            return SentenceEnd.ends(value)
        }
        return false
    }

    static func referenceEndsWithFullWidth(_ text: SpokenText) -> Bool {
        for piece in text.pieces.reversed() where !piece.isEmpty {
            guard case .text(let value) = piece else { return false }
            guard let last = value.last(where: { $0 != " " }) else { continue }
            return Composer.fullWidthEnds.contains(last)
        }
        return false
    }

    static func referenceWords(_ words: [String]) -> String {
        var text = ""
        for next in words where !next.isEmpty {
            if let last = text.last, !Composer.fullWidthEnds.contains(last) { text += " " }
            text += next
        }
        return text
    }

    static func referenceIsClean(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        guard first != 0x20, text.utf8.last != 0x20 else { return false }
        var previousSpace = false
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return false }
            if byte == 0x20 && previousSpace { return false }
            previousSpace = byte == 0x20
        }
        return true
    }

    static func randomPiece(_ generator: inout SeededGenerator) -> Utterance.Piece {
        let text = generator.string(from: alphabet, maxLength: 6)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return .spelled(text)
        case 1: return .phonemes(mnemonics: Bool.random(using: &generator) ? "" : "h@l'oU", original: text)
        case 2: return .respelled(alias: Bool.random(using: &generator) ? "" : "hello", original: text)
        default: return .text(text)
        }
    }

    // MARK: - Tests

    @Test func sentenceEndsAgreeWithTheCharacterReading() {
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<20_000 {
            let text = SpokenText(
                pieces: (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.randomPiece(&generator) })
            #expect(text.endsWithSentenceEnd == Self.referenceEndsWithSentenceEnd(text), "\(text.pieces)")
            #expect(text.endsWithFullWidthSentenceEnd == Self.referenceEndsWithFullWidth(text), "\(text.pieces)")
        }
    }

    @Test(arguments: languages)
    func traitWordsJoinAsTheCharacterWayJoins(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let composer = Composer(language: language)
        let w = language.words
        let vocabulary = [
            w.button, w.heading, w.link, w.image, w.tab, w.dimmed, w.stateOn, w.textField, w.isEditing, "", "。", "A。",
            "x\u{301}", "ボタン．",
        ]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<600 {
            let words = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                vocabulary.randomElement(using: &generator)!
            }
            #expect(composer.words(words) == composer.word(Self.referenceWords(words)), "\(words)")
        }
    }

    @Test(arguments: languages)
    func wordListJoinsAsTheArrayJoins(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let composer = Composer(language: language)
        let w = language.words
        let vocabulary = [
            w.button, w.heading, w.link, w.switchButton, w.stateOff, "", "。", "A。", "x\u{301}", "ボタン．", " ",
        ]
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<600 {
            let words = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                vocabulary.randomElement(using: &generator)!
            }
            var list = Composer.WordList()
            for word in words { list.append(word) }
            #expect(list.isEmpty == words.isEmpty, "\(words)")
            #expect(list.text == Self.referenceWords(words), "\(words)")
            #expect(composer.words(list) == composer.words(words), "\(words)")
        }
    }

    @Test func emptinessReadInPlaceAgreesWithThePieces() {
        var generator = SeededGenerator(seed: 43)
        let blanks: [Utterance.Piece] = [
            .text(""), .text(" "), .text("   "), .spelled(""), .spelled("  "), .phonemes(mnemonics: "", original: "a"),
        ]
        var empty = 0
        for _ in 0..<20_000 {
            let pieces = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Bool.random(using: &generator) ? blanks.randomElement(using: &generator)! : Self.randomPiece(&generator)
            }
            let text = SpokenText(pieces: pieces)
            #expect(text.isEmpty == pieces.allSatisfy { $0.isEmpty }, "\(pieces)")
            if text.isEmpty { empty += 1 }
        }
        #expect(empty > 1_000)
    }

    /// A text cleanup leaves as it is, processed without cleaning it again, says what processing it says.
    @Test(arguments: languages)
    func cleanTextProcessesAsUserText(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let characters: [Character] = Array("ABab09 $€£¥.,-/:&@#!?'") + ["é", "。"]
        var generator = SeededGenerator(seed: 61)
        var checked = 0
        for _ in 0..<3_000 {
            let text = generator.string(from: characters, maxLength: 14)
            guard SpeechCleanup.isAlreadyClean(text) else { continue }
            checked += 1
            #expect(language.process(cleanUserText: text) == language.process(userText: text), "\(text)")
        }
        for text in ["Opens the item.", "$12.50", "2024-03-15", "SN-1234-XK", "Tom & Jerry", "IMG_0042.JPG", "Lector"] {
            #expect(language.process(cleanUserText: text) == language.process(userText: text), "\(text)")
        }
        #expect(checked > 500)
    }

    /// Words finished once per language say, the first time and every later time, what product text says.
    @Test(arguments: languages)
    func finishedWordsAreProductText(tag: String) throws {
        let language = try NarrationFixture.language(tag)
        let w = language.words
        var words = [
            w.button, w.heading, w.link, w.listStart, w.unlabeled, w.switchHint, "Lector", "Lector Button",
            " a\u{200B} b ", "e\u{301}", "",
        ]
        var generator = SeededGenerator(seed: 71)
        for _ in 0..<400 { words.append(generator.string(from: Self.alphabet, maxLength: 6)) }
        for _ in 0..<2 {
            for word in words {
                #expect(
                    language.finishedWord(word) == language.process(productText: word), "\(Array(word.unicodeScalars))")
            }
        }
        #expect("ab1".hasASCIIDigit && !"ab\u{0661}".hasASCIIDigit && !"".hasASCIIDigit)
    }

    @Test func cleanupCheckAgreesWithTheByteRule() {
        var generator = SeededGenerator(seed: 5)
        var clean = 0
        for _ in 0..<40_000 {
            let text = generator.string(from: Self.alphabet, maxLength: 8)
            let fast = SpeechCleanup.isAlreadyClean(text)
            #expect(fast == Self.referenceIsClean(text), "\(Array(text.unicodeScalars))")
            if fast {
                clean += 1
                #expect(SpeechCleanup.clean(text) == text)
            }
        }
        #expect(clean > 1_000)
    }

    @Test func asciiStartChecksAgreeWithTheSets() throws {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["€", "\u{2212}", "\u{FFE5}", "\u{62F}", "ボ"]
        for tag in Self.languages {
            let language = try NarrationFixture.language(tag)
            let matcher = language.lookups.mediumDate
            for scalar in scalars {
                #expect(
                    language.isRecognizerStart(scalar) == language.recognizerStarts.contains(scalar), "\(tag) \(scalar)"
                )
                #expect(matcher.isStart(scalar) == matcher.startScalars.contains(scalar), "\(tag) \(scalar)")
            }
        }
        for value in 0..<0x250 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                MediumDateMatcher.lowercased(scalar)
                    == (scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar))
        }
    }
}
