import Testing

@testable import Localization

/// The audit's recovering parse (audit.md §2.5, "Parsing"): every error at its own line.
@Suite struct StringsRecoveringParseTests {
    private func parse(_ text: String) -> StringsDocument {
        StringsDocument.parse(text: text, file: "r.strings", recovering: true)
    }

    @Test func reportsAMissingSemicolonJustAfterTheValueAndGoesOn() throws {
        let document = parse("\"a\" = \"1\";\n\"b\" = \"Photos\"\n\"c\" = \"3\";\n")
        let error = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect((error.line, error.column) == (2, 15))
        #expect(error.key == "b")
        #expect(error.message.contains("\";\""))
        #expect(document.entries.map(\.key) == ["a", "b", "c"])
        #expect(document.damaged == [1])
    }

    @Test func theDefaultParseStillStopsAtTheNextToken() throws {
        let document = StringsDocument.parse(text: "\"b\" = \"x\"\n\"c\" = \"3\";", file: "r")
        let error = try #require(document.errors.first)
        #expect((error.line, error.column) == (2, 1))
        #expect(error.key == nil)
        #expect(document.entries.isEmpty)
    }

    @Test func resumesAtTheNextLineThatStartsWithAQuote() throws {
        let text = "\"a\" = \"\\x\"; \"lost\" = \"y\";\nnot an entry\n  \"b\" = \"2\";\nkey = \"v\";\n\"c\" = \"3\";"
        let document = parse(text)
        // Line 2 is skipped by the recovery (it does not start with a quote); line 4 is an error of its own.
        #expect(document.errors.map(\.line) == [1, 4])
        #expect(document.errors.map(\.key) == ["a", nil])
        #expect(document.entries.map(\.key) == ["a", "b", "c"])
        #expect(document.damaged == [0])
    }

    @Test func aDamagedEntryCountsForDuplicates() throws {
        let document = parse("\"a\" = \"1\"\n\"a\" = \"2\";\n")
        #expect(document.errors.map(\.kind) == [.syntax, .duplicateKey])
        #expect(document.errors.last?.firstLine == 1)
    }

    @Test func endsAtAnUnterminatedComment() {
        let document = parse("\"a\" = \"1\";\n/* open\n\"b\" = \"2\";\n")
        #expect(document.errors.count == 1)
        #expect(document.entries.map(\.key) == ["a"])
    }

    @Test func notesReplacementAndControlCharactersWithTheirPositions() throws {
        let document = parse("\"t\" = \"Caf\\UFFFD\";\n\"b\" = \"Ding\\U0007 \u{85}\";\n\"ok\" = \"a\\nb\\tc\";")
        #expect(document.errors.isEmpty)
        #expect(document.suspectCharacters.map(\.scalar) == ["\u{FFFD}", "\u{7}", "\u{85}"])
        #expect(document.suspectCharacters.map(\.line) == [1, 2, 2])
        #expect(document.suspectCharacters.map(\.column) == [11, 12, 19])
        #expect(document.suspectCharacters.map(\.entry) == [0, 1, 1])
        #expect(document.suspectCharacters.allSatisfy { !$0.inKey })
    }
}
