import Audit
import Testing

@Suite struct NormalizedTextTests {
    @Test(arguments: [
        ("  Straße \u{200B} Foo\t\n", "strasse foo"),
        ("ΣΊΣΥΦΟΣ", "σίσυφοσ"),
        ("ﬁle", "file"),
        ("A\u{00A0}\u{00A0}B", "a b"),
    ])
    func foldsTrimsAndCollapses(text: String, expected: String) {
        #expect(NormalizedText(text, language: "de").string == expected)
    }

    @Test func arabicDropsHarakatAndUnifiesAlef() {
        #expect(NormalizedText("مُحَدَّد أ", language: "ar").string == "محدد ا")
        #expect(NormalizedText("مُحَدَّد", language: "en").string != "محدد")
    }

    @Test func englishApostrophesJoinWords() {
        let english = NormalizedText("don't tap", language: "en")
        #expect(english.words().map(english.text) == ["don't", "tap"])
        let french = NormalizedText("Plus d'infos", language: "fr")
        #expect(french.words().map(french.text) == ["plus", "d", "infos"])
    }

    @Test func quotesMatchesAsWritten() throws {
        let text = NormalizedText("Zum Öffnen TIPPEN", language: "de")
        let lists = try #require(WordLists.compiled(for: "de"))
        let match = try #require(lists.actionWords.matches(in: text).first)
        #expect(text.displayText(match.range) == "TIPPEN")
    }
}
