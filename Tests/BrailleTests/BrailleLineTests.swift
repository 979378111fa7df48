import Braille
import Testing

/// A line being edited (a prompt): its cells with the cursor's cell, dots 7 and 8 under it; and the contracted
/// tables of `--braille-grade 2`.
@Suite struct BrailleLineTests {
    static let english = BrailleTable.englishUEB

    @Test(arguments: [
        // "Find: ab" is ⠠⠋⠊⠝⠙⠒⠀⠁⠃ in UEB (the capital sign before F): character 7 (b) is cell 8.
        ("Find: ab", 7, 8), ("Find: ab", 0, 0), ("Find: ab", 1, 2), ("Find: ab", 8, 9), ("", 0, 0),
        // The number sign: "12" is ⠼⠁⠃.
        ("a 12", 3, 4), ("a 12", 4, 5),
    ])
    func theCursorIsOnTheCellOfItsCharacter(_ text: String, _ cursor: Int, _ cell: Int) throws {
        let line = try BrailleTranslator(table: Self.english).translate(text, cursor: cursor)
        #expect(line.cells == (try BrailleTranslator(table: Self.english).translate(text)))
        #expect(line.cursor == cell)
    }

    @Test func theCursorCellHasDots7And8AndAfterTheEndACellOfItsOwn() {
        #expect(BrailleLine(cells: "⠁⠃", cursor: 1).marked == "⠁⣃")
        #expect(BrailleLine(cells: "⠁⠃", cursor: 0).marked == "⣁⠃")
        #expect(BrailleLine(cells: "⠁⠃", cursor: 2).marked == "⠁⠃⣀")
        #expect(BrailleLine(cells: "", cursor: 0).marked == "⣀")
        #expect(BrailleLine(cells: "⠀", cursor: 0).marked == "⣀")
    }

    /// In contracted braille, the word at the cursor is shown letter by letter (liblouis's `compbrlAtCursor`, as
    /// NVDA does), so what is typed is seen; the other words stay contracted.
    @Test func theWordAtTheCursorIsUncontracted() throws {
        let contracted = try BrailleTranslator(table: BrailleTable(name: "en-ueb-g2.ctb"))
        let whole = try contracted.translate("the knowledge")
        #expect(whole == "⠮⠀⠅")
        let editing = try contracted.translate("the knowledge", cursor: 13, expandingWord: true)
        #expect(editing.cells.hasPrefix("⠮⠀"))
        #expect(editing.cells.count == 2 + "knowledge".count)
        #expect(editing.cursor == editing.cells.count)
        #expect(try contracted.translate("the knowledge", cursor: 13).cells == whole)
        let tables = BrailleTables(chosen: nil, grade: .contracted)
        #expect(try tables.cells(for: "the knowledge", cursor: 13, language: "en") == editing)
    }

    @Test(arguments: [
        ("en", "en-ueb-g2.ctb"), ("en-GB", "en-ueb-g2.ctb"), ("de-DE", "de-g2.ctb"), ("es", "es-g2.ctb"),
        ("fr-CA", "fr-bfu-g2.ctb"), ("ar", "ar-ar-g2.ctb"), ("ja", "ja-kantenji.utb"), ("pt-BR", "en-ueb-g1.ctb"),
    ])
    func contractedBrailleHasATablePerLanguageAndJapaneseStaysUncontracted(_ language: String, _ table: String)
        throws
    {
        let standard = BrailleTable.standard(forLanguage: language, grade: .contracted)
        #expect(standard.name == table)
        _ = try BrailleTranslator(table: standard)
        #expect(BrailleTables(chosen: nil, grade: .contracted).table(forLanguage: language).name == table)
        #expect(BrailleTable.hasContracted(forLanguage: language) == (language != "ja" && language != "pt-BR"))
    }

    @Test func aChosenTableIsUsedAsItIsAtEitherGrade() {
        let chosen = BrailleTables(chosen: BrailleTable(name: "de-g1.ctb"), grade: .contracted)
        #expect(chosen.table(forLanguage: "en").name == "de-g1.ctb")
    }

    @Test func theWindowPansToTheLinesEndAndToACell() {
        var window = BrailleWindow(line: "⠁⠃⠉⠙⠑⠋⠛", width: 3)
        let toEnd = window.panToEnd()
        #expect(toEnd && window.visible == "⠛")
        let again = window.panToEnd()
        #expect(!again)
        window.reveal(cell: 4)
        #expect(window.visible == "⠙⠑⠋")
        window.reveal(cell: 0)
        #expect(window.visible == "⠁⠃⠉")
        var exact = BrailleWindow(line: "⠁⠃⠉⠙⠑⠋", width: 3)
        let exactEnd = exact.panToEnd()
        #expect(exactEnd && exact.visible == "⠙⠑⠋")
    }
}
