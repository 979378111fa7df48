import Readers
import Testing

/// The tables beside a storyboard, and picking one for a locale.
@Suite struct StoryboardTablesTests {
    @Test func theLprojTablesBesideBaseAreFound() throws {
        let path = try ReaderFixtures.url("Shop/Base.lproj/Cart.storyboard").path
        let tables = StoryboardTables().tables(for: path)
        #expect(tables.map(\.locale) == ["de"])
        let table = try #require(tables.first)
        #expect(table.file.hasSuffix("Shop/de.lproj/Cart.strings"))
        #expect(table.value("lb1-Ca-rt1", "text") == "Ihr Warenkorb")
        #expect(table.entries.last?.line == 16)
        #expect(table.entries.last?.objectID == "old-Ca-rt1")
        #expect(table.entries.last?.property == "text")
    }

    @Test(arguments: [("de", "de"), ("de-AT", "de"), ("pt", "pt-BR"), ("fr", nil)] as [(String, String?)])
    func aLocalePicksItsTable(locale: String, expected: String?) {
        let tables = ["de", "pt-BR"].map { StoryboardTable(file: $0, locale: $0, entries: []) }
        #expect(StoryboardTables.table(for: locale, in: tables)?.locale == expected)
    }

    /// Older projects name folders with an underscore (`pt_BR.lproj`): the same tag as `pt-BR`.
    @Test(
        arguments: [("pt-BR", "pt_BR"), ("pt", "pt_BR"), ("PT_br", "pt_BR"), ("zh-Hans", "zh_Hans")]
            as [(String, String?)])
    func anUnderscoreFolderIsTheSameTag(locale: String, expected: String?) {
        let tables = ["pt_BR", "zh_Hans"].map { StoryboardTable(file: $0, locale: $0, entries: []) }
        #expect(StoryboardTables.table(for: locale, in: tables)?.locale == expected)
    }
}
