import Testing

@testable import Localization

@Suite struct PseudoLocalizerTests {
    @Test(arguments: [
        ("%@, button", "[%@, ƀûţţöñ ~~~~]"),
        ("Button.", "[Ɓûţţöñ. ~~~]"),
        ("", ""),
        (" Hello ", " [Ĥéļļö ~~~] "),
        ("%1$@ %2$d of %3$d.", "[%1$@ %2$d öƒ %3$d. ~~~]"),
        ("a\nb", "[å\nƀ ~]"),
        ("100%% Zz", "[100%% Žž ~~~]"),
        ("%@", "[%@]"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "[ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ ~~~~~~~~~~~]"),
        ("abcdefghijklmnopqrstuvwxyz", "[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž ~~~~~~~~~~~]"),
    ])
    func accents(value: String, expected: String) {
        #expect(PseudoLocalizer.accented.transform(value) == expected)
    }

    @Test(arguments: [
        ("%@, button", "\u{200F}%@\u{202E}, button\u{202C}"),
        ("Row %d.", "\u{200F}\u{202E}Row \u{202C}%d\u{202E}.\u{202C}"),
        ("a\tb", "\u{200F}\u{202E}a\u{202C}\t\u{202E}b\u{202C}"),
        ("%@", "\u{200F}%@"),
    ])
    func mirrors(value: String, expected: String) {
        #expect(PseudoLocalizer.rightToLeft.transform(value) == expected)
    }

    @Test func generatedTablesKeepBaseOrderAndComments() throws {
        let base = StringsTable(
            language: "en",
            entries: [
                StringsEntry(key: "b", value: "Bee", comment: "An insect."),
                StringsEntry(key: "a", value: "Ant"),
            ])
        let table = PseudoLocalizer.accented.table(from: base)
        #expect(table.language == "en-XA")
        #expect(table.entries.map(\.key) == ["b", "a"])
        #expect(table.entries.map(\.comment) == ["An insect.", nil])
        #expect(table["a"] == "[Åñţ ~~]")
    }

    @Test func rightToLeftMarksAreWrittenAsEscapes() {
        let table = PseudoLocalizer.rightToLeft.table(
            from: StringsTable(language: "en", entries: [StringsEntry(key: "k", value: "Hi")]))
        #expect(StringsWriter.text(entries: table.entries) == "\"k\" = \"\\U200F\\U202EHi\\U202C\";\n")
    }
}
