import Testing

@testable import Utterances

/// A text, a level and what punctuation must make of it.
struct PunctuationCase: CustomTestStringConvertible, Sendable {
    let text: String
    let level: PunctuationLevel
    let spoken: String
    var testDescription: String { "\(text.debugDescription) at \(level.rawValue)" }
}

@Suite struct PunctuationTests {
    /// The English names of speech.md §8, by key.
    static let englishNames: [String: String] = [
        "symbol.at": "at", "symbol.number": "number", "symbol.dollar": "dollar", "symbol.euro": "euro",
        "symbol.pound": "pound", "symbol.yen": "yen", "symbol.percent": "percent", "symbol.and": "and",
        "symbol.star": "star", "symbol.plus": "plus", "symbol.equals": "equals", "symbol.less": "less than",
        "symbol.greater": "greater than", "symbol.slash": "slash", "symbol.backslash": "backslash",
        "symbol.bar": "bar", "symbol.underscore": "underscore", "symbol.tilde": "tilde", "symbol.caret": "caret",
        "symbol.degree": "degrees", "symbol.section": "section", "symbol.copyright": "copyright",
        "symbol.registered": "registered", "symbol.trademark": "trademark", "symbol.quote": "quote",
        "symbol.left-paren": "left paren", "symbol.right-paren": "right paren",
        "symbol.left-bracket": "left bracket", "symbol.right-bracket": "right bracket",
        "symbol.left-brace": "left brace", "symbol.right-brace": "right brace", "symbol.dash": "dash",
        "symbol.semicolon": "semicolon", "symbol.colon": "colon", "symbol.ellipsis": "dot dot dot",
        "symbol.grave": "grave", "symbol.dot": "dot", "symbol.comma": "comma",
        "symbol.exclamation": "exclamation", "symbol.question": "question", "symbol.apostrophe": "apostrophe",
    ]

    static func spoken(_ text: String, at level: PunctuationLevel) -> String {
        Punctuation(level: level, names: englishNames).apply(to: text)
    }

    @Test(arguments: [
        // The examples of speech.md §8.
        PunctuationCase(text: "Hi, there", level: .all, spoken: "Hi comma, there"),
        PunctuationCase(text: "a.b@c.org", level: .all, spoken: "a dot b at c dot org"),
        PunctuationCase(text: "====", level: .some, spoken: "4 equals"),
        // Rule 1: left alone at every level.
        PunctuationCase(text: "3.14 and 1,299", level: .all, spoken: "3.14 and 1,299"),
        PunctuationCase(text: "at 12:30", level: .all, spoken: "at 12:30"),
        PunctuationCase(text: "don't", level: .all, spoken: "don't"),
        PunctuationCase(text: "don’t", level: .all, spoken: "don’t"),
        PunctuationCase(text: "e-mail 3-4 A4-b", level: .all, spoken: "e-mail 3-4 A4-b"),
        PunctuationCase(text: "1.299,99", level: .none, spoken: "1.299,99"),
        // Rule 1 needs both neighbours.
        PunctuationCase(text: "3. 4", level: .all, spoken: "3 dot. 4"),
        PunctuationCase(text: "a.1", level: .all, spoken: "a dot 1"),
        PunctuationCase(text: "- 5", level: .most, spoken: "dash 5"),
        PunctuationCase(text: "'tis", level: .all, spoken: "apostrophe tis"),
        // Rule 2: runs of four or more.
        PunctuationCase(text: "a ==== b", level: .none, spoken: "a b"),
        PunctuationCase(text: "Wow!!!!", level: .all, spoken: "Wow 4 exclamation"),
        PunctuationCase(text: "Wow!!!!", level: .some, spoken: "Wow"),
        PunctuationCase(text: "-----", level: .most, spoken: "5 dash"),
        PunctuationCase(text: "Wow!!!", level: .all, spoken: "Wow exclamation exclamation exclamation!"),
        // Rule 3: named at or below the level; pauses kept before a space or at the end.
        PunctuationCase(text: "50%", level: .some, spoken: "50 percent"),
        PunctuationCase(text: "Tom & Jerry", level: .some, spoken: "Tom and Jerry"),
        PunctuationCase(text: "#1", level: .some, spoken: "number 1"),
        PunctuationCase(text: "Quantity: 3", level: .most, spoken: "Quantity colon: 3"),
        PunctuationCase(text: "Really?", level: .all, spoken: "Really question?"),
        PunctuationCase(text: "(x)", level: .most, spoken: "left paren x right paren"),
        PunctuationCase(text: "a<b>c", level: .some, spoken: "a less than b greater than c"),
        PunctuationCase(text: "say “hi”", level: .most, spoken: "say quote hi quote"),
        // Rule 4: above the level.
        PunctuationCase(text: "Hi, there", level: .some, spoken: "Hi, there"),
        PunctuationCase(text: "a.b@c.org", level: .some, spoken: "a.b at c.org"),
        PunctuationCase(text: "a.b@c.org", level: .none, spoken: "a.b c.org"),
        PunctuationCase(text: "Tom & Jerry", level: .none, spoken: "Tom Jerry"),
        PunctuationCase(text: "50%", level: .none, spoken: "50"),
        PunctuationCase(text: "(x) [y]", level: .some, spoken: "x y"),
        PunctuationCase(text: "Quantity: 3", level: .some, spoken: "Quantity: 3"),
        // Rule 5: other characters unchanged, spaces collapsed.
        PunctuationCase(text: "Grüße  aus   Köln", level: .all, spoken: "Grüße aus Köln"),
        PunctuationCase(text: "", level: .all, spoken: ""),
    ])
    func appliesRules(_ example: PunctuationCase) {
        #expect(Self.spoken(example.text, at: example.level) == example.spoken)
    }

    @Test func edgeSpacesOfPieceAreKeptButNotAdded() {
        #expect(Self.spoken(" & ", at: .some) == " and ")
        #expect(Self.spoken("&", at: .none) == "")
        #expect(Self.spoken(" &", at: .none) == " ")
    }

    @Test func onlyTextPiecesAreProcessed() {
        let punctuation = Punctuation(level: .all, names: Self.englishNames)
        let pieces = punctuation.apply(to: [
            .text("Hi, "), .spelled("A-1"), .phonemes(mnemonics: "w'In", original: "N.g"),
            .respelled(alias: "x", original: "a,b"), .text("&"),
        ])
        #expect(
            pieces == [
                .text("Hi comma, "), .spelled("A-1"), .phonemes(mnemonics: "w'In", original: "N.g"),
                .respelled(alias: "x", original: "a,b"), .text("and"),
            ])
    }

    @Test func textEmptiedByPunctuationIsDropped() {
        let punctuation = Punctuation(level: .none, names: Self.englishNames)
        #expect(punctuation.apply(to: [.spelled("A"), .text("&"), .spelled("B")]) == [.spelled("A"), .spelled("B")])
    }

    @Test func symbolWithoutNameIsLeftUnchanged() {
        let punctuation = Punctuation(level: .all, names: ["symbol.at": "at"])
        #expect(punctuation.apply(to: "a@b&c") == "a at b&c")
    }

    @Test func levelsAreOrdered() {
        #expect(PunctuationLevel.allCases.sorted() == [.none, .some, .most, .all])
        #expect(PunctuationLevel.default == .some)
    }

    @Test func tableHasEveryKeyAndLevelOfSpec() throws {
        #expect(PunctuationSymbol.table.count == 47)
        #expect(PunctuationSymbol.keys.count == 41)
        #expect(Set(PunctuationSymbol.keys) == Set(Self.englishNames.keys))
        let at = try #require(PunctuationSymbol.byCharacter["@"])
        #expect(at.key == "symbol.at")
        #expect(at.level == .some)
        #expect(PunctuationSymbol.byCharacter["—"]?.key == "symbol.dash")
        #expect(PunctuationSymbol.byCharacter["„"]?.level == .most)
        #expect(PunctuationSymbol.byCharacter["’"]?.level == .all)
        let pauses = PunctuationSymbol.table.filter(\.isPause).map(\.character)
        #expect(Set(pauses) == [".", ",", ";", ":", "!", "?"])
    }
}
