import Audit
import Testing

/// Per language, one match and one near miss for each list (audit.md §8).
@Suite struct WordListsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var list: String
        var match: String
        var nearMiss: String
        var testDescription: String { "\(language) \(list)" }
    }

    static let cases: [Case] = [
        Case(language: "en", list: "button", match: "Save button", nearMiss: "Buttons"),
        Case(language: "en", list: "state", match: "Favorite, selected", nearMiss: "Selection"),
        Case(language: "en", list: "state†", match: "Wi-Fi on", nearMiss: "Turn on backups"),
        Case(language: "en", list: "action", match: "Tap to add", nearMiss: "Tapestry"),
        Case(language: "de", list: "button", match: "Hinzufügen Taste", nearMiss: "Tastatur"),
        Case(language: "de", list: "state", match: "Foto ausgewählt", nearMiss: "Auswahl"),
        Case(language: "de", list: "action", match: "Zum Öffnen tippen", nearMiss: "Tipp des Tages"),
        Case(language: "es", list: "button", match: "Botón guardar", nearMiss: "Botones"),
        Case(language: "es", list: "state", match: "Foto seleccionada", nearMiss: "Selección"),
        Case(language: "es", list: "action", match: "Haz clic aquí", nearMiss: "Clics"),
        Case(language: "fr", list: "button", match: "Bouton enregistrer", nearMiss: "Boutons"),
        Case(language: "fr", list: "state", match: "Photo sélectionnée", nearMiss: "Sélection"),
        Case(language: "fr", list: "action", match: "Touchez pour ouvrir", nearMiss: "Touche"),
        Case(language: "ja", list: "button", match: "保存ボタン", nearMiss: "保存"),
        Case(language: "ja", list: "state", match: "写真、選択済み", nearMiss: "選択"),
        Case(language: "ja", list: "state†", match: "Wi-Fi オン", nearMiss: "オンにする"),
        Case(language: "ja", list: "action", match: "タップして開く", nearMiss: "開く"),
        Case(language: "ar", list: "button", match: "الزر حفظ", nearMiss: "زرار"),
        Case(language: "ar", list: "state", match: "صورة محدد", nearMiss: "تحديد"),
        Case(language: "ar", list: "action", match: "انقر للفتح", nearMiss: "انقراض"),
    ]

    private func phrases(_ testCase: Case) throws -> PhraseList {
        let lists = try #require(WordLists.compiled(for: testCase.language))
        switch testCase.list {
        case "button": return try #require(lists.traitWords[.button])
        case "state", "state†": return lists.stateWords
        default: return lists.actionWords
        }
    }

    @Test(arguments: cases)
    func matchesAndNearMisses(testCase: Case) throws {
        let list = try phrases(testCase)
        #expect(list.matchesAny(NormalizedText(testCase.match, language: testCase.language)), "\(testCase.match)")
        #expect(
            !list.matchesAny(NormalizedText(testCase.nearMiss, language: testCase.language)), "\(testCase.nearMiss)")
    }

    @Test func everyShippedLanguageHasEveryTraitRow() {
        for (language, lists) in WordLists.shipped {
            #expect(Set(lists.traitWords.keys) == Set(TraitWordRow.allCases), "\(language)")
        }
    }

    @Test func listsAreFoundByExactTagThenLanguage() {
        #expect(WordLists.lists(for: "de-AT")?.language == "de")
        #expect(WordLists.lists(for: "fr_CA")?.language == "fr")
        #expect(WordLists.lists(for: "pt") == nil)
    }

    @Test func imperativesAndSubjectsFollowTheSpec() {
        #expect(WordLists.lists(for: "en")?.imperatives != nil)
        #expect(WordLists.lists(for: "de")?.imperatives != nil)
        for language in ["es", "fr", "ja", "ar"] {
            #expect(WordLists.lists(for: language)?.imperatives == nil, "\(language)")
        }
        #expect(WordLists.lists(for: "ja")?.subjectWords == nil)
    }
}
