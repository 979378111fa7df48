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

    @Test func resumesAtTheNextLineThatStartsAKey() throws {
        let document = parse("\"a\" = \"1\" # x\n# not an entry\n  \"b\" = \"2\";")
        #expect(document.errors.map { "\($0.line):\($0.column ?? 0)" } == ["1:10", "1:11"])
        #expect(document.errors.map(\.key) == ["a", nil])
        #expect(document.entries.map(\.key) == ["a", "b"])
        #expect(document.damaged == [0])
    }

    @Test func aBreachOfTheHouseStyleDamagesItsEntryAndReadingGoesOn() throws {
        let document = parse("\"a\" = \"\\x\"; \"b\" = \"y\";\nkey = \"v\";\n\"c\" = \"3\";")
        #expect(document.errors.map { "\($0.line):\($0.column ?? 0)" } == ["1:9", "2:1"])
        #expect(document.errors.map(\.key) == ["a", "key"])
        #expect(document.errors.map(\.kind) == [.syntax, .syntax])
        #expect(document.entries.map(\.key) == ["a", "b", "key", "c"])
        #expect(document.damaged == [0, 2])
    }

    @Test func withoutRecoveryTheFirstBreachEndsTheDocument() throws {
        let text = "\"a\" = \"1\";\n\"b\" = 'x';\n\"a\" = \"3\";\n\"c\" = \"3\""
        let document = StringsDocument.parse(text: text, file: "r")
        #expect(document.errors.map { "\($0.line):\($0.column ?? 0)" } == ["2:7"])
        #expect(document.errors.first?.message == "unexpected '''; expected a quoted value")
        #expect(document.entries.map(\.key) == ["a"])
        let apple = StringsDocument.parse(text: text, file: "r", dialect: .apple)
        #expect(apple.entries.map(\.key) == ["a", "b", "a"])
        #expect(apple.errors.map(\.kind) == [.duplicateKey, .syntax])
    }

    @Test func anArrayValueIsAHouseErrorAndTheNextEntryIsJudgedOnItsOwn() {
        let text = "\"a\" = (x);\n\"b\" = c;\n\"d\" = \"e\";"
        let document = parse(text)
        #expect(document.errors.map { "\($0.line):\($0.column ?? 0)" } == ["1:7", "2:7"])
        #expect(document.errors.map(\.key) == ["a", "b"])
        #expect(document.entries.map(\.key) == ["b", "d"])
        #expect(document.damaged == [0])
        #expect(document.diagnostics.isEmpty)
        let strict = StringsDocument.parse(text: text, file: "r")
        #expect(strict.errors.map { "\($0.line):\($0.column ?? 0)" } == ["1:7"])
        #expect(strict.entries.isEmpty)
    }

    @Test func aDamagedEntryCountsForDuplicates() throws {
        let document = parse("\"a\" = \"1\"\n\"a\" = \"2\";\n")
        #expect(document.errors.map(\.kind) == [.syntax, .duplicateKey])
        #expect(document.errors.last?.firstLine == 1)
    }

    @Test func anUnterminatedCommentIsReportedAndTheLinesAfterItAreStillRead() {
        let document = parse("\"a\" = \"1\";\n/* open\n\"b\" = \"2\";\n")
        #expect(document.errors.map { "\($0.line):\($0.column ?? 0)" } == ["2:1"])
        #expect(document.entries.map(\.key) == ["a", "b"])
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
