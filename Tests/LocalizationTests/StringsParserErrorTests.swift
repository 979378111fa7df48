import Testing

@testable import Localization

/// The exact position and kind of every error of the house style: the reader's own, and the house policy's.
@Suite struct StringsParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var messagePart: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unquoted value", text: "\"a\" = b;", line: 1, column: 7, messagePart: "double quotes"),
        Case(name: "unquoted key", text: "\n  key = \"b\";", line: 2, column: 3, messagePart: "double quotes"),
        Case(name: "short form", text: "\"key\";", line: 1, column: 6, messagePart: "\"key\" = \"value\";"),
        Case(name: "raw LF in quotes", text: "\"a\" = \"x\ny\";", line: 1, column: 9, messagePart: "\\n"),
        Case(name: "raw CR in quotes", text: "\"a\" = \"x\ry\";", line: 1, column: 9, messagePart: "\\n"),
        Case(name: "raw tab in quotes", text: "\"a\" = \"x\ty\";", line: 1, column: 9, messagePart: "\\t"),
        Case(name: "C0 control in quotes", text: "\"a\" = \"\u{1}\";", line: 1, column: 8, messagePart: "\\U0001"),
        Case(name: "empty key", text: "\"a\" = \"1\";\n\"\" = \"x\";", line: 2, column: 1, messagePart: "empty key"),
        Case(name: "escape \\r", text: "\"a\" = \"\\r\";", line: 1, column: 9, messagePart: "\\r"),
        Case(name: "escape \\'", text: "\"a\" = \"\\'\";", line: 1, column: 9, messagePart: "\\'"),
        Case(name: "escape \\0", text: "\"a\" = \"\\0\";", line: 1, column: 9, messagePart: "\\0"),
        Case(name: "escape \\x", text: "\"a\" = \"\\x41\";", line: 1, column: 9, messagePart: "\\x"),
        Case(name: "bad hex digit", text: "\"a\" = \"\\U12G4\";", line: 1, column: 12, messagePart: "4 hex digits"),
        Case(name: "three hex digits", text: "\"a\" = \"\\U123\";", line: 1, column: 13, messagePart: "4 hex digits"),
        Case(name: "\\U0000", text: "\"a\" = \"\\U0000\";", line: 1, column: 8, messagePart: "\\U0000"),
        Case(
            name: "lone high surrogate", text: "\"a\" = \"\\UD800\";", line: 1, column: 8,
            messagePart: "lone high surrogate"),
        Case(
            name: "high then non-low", text: "\"a\" = \"\\UD800\\U0041\";", line: 1, column: 8,
            messagePart: "lone high surrogate"),
        Case(
            name: "lone low surrogate", text: "\"a\" = \"\\UDC00\";", line: 1, column: 8,
            messagePart: "lone low surrogate"),
        Case(name: "escape \\u", text: "\"a\" = \"\\u00e9\";", line: 1, column: 9, messagePart: "\\u"),
        Case(name: "\\U at end of file", text: "\"a\" = \"\\U", line: 1, column: 7, messagePart: "unterminated string"),
        Case(
            name: "backslash at end of file", text: "\"a\" = \"\\", line: 1, column: 7,
            messagePart: "unterminated string"),
        Case(name: "unterminated string", text: "\"a\" = \"b", line: 1, column: 7, messagePart: "unterminated string"),
        Case(name: "lone quote", text: "\"", line: 1, column: 1, messagePart: "unterminated string"),
        Case(name: "missing semicolon at end", text: "\"a\" = \"b\"", line: 1, column: 10, messagePart: "\";\""),
        Case(
            name: "missing semicolon", text: "\"a\" = \"b\"\n\"c\" = \"d\";", line: 2, column: 1, messagePart: "\";\""),
        Case(name: "missing equals", text: "\"a\" \"b\";", line: 1, column: 5, messagePart: "\"=\""),
        Case(name: "stray equals", text: "= \"a\";", line: 1, column: 1, messagePart: "unexpected '='"),
        Case(name: "single slash", text: "/ x", line: 1, column: 1, messagePart: "unexpected '/'"),
        Case(
            name: "unterminated comment", text: "\"a\" = \"b\";\n  /* open\n\n", line: 2, column: 3,
            messagePart: "unterminated comment"),
        Case(name: "nested comment end", text: "/* a /* b */ c */", line: 1, column: 14, messagePart: "double quotes"),
        Case(name: "columns in scalars", text: "\"é😀\" = x;", line: 1, column: 8, messagePart: "double quotes"),
        Case(
            name: "CRLF lines", text: "\"a\" = \"b\";\r\n\"c\" = d;", line: 2, column: 7, messagePart: "double quotes"),
        Case(name: "CR lines", text: "\"a\" = \"b\";\r\r\"c\" = d;", line: 3, column: 7, messagePart: "double quotes"),
        Case(
            name: "BOM in the middle", text: "\u{FEFF}\u{FEFF}\"a\" = \"b\";", line: 1, column: 1, messagePart: "U+FEFF"
        ),
    ]

    @Test(arguments: cases)
    func reportsPosition(of errorCase: Case) throws {
        let document = StringsDocument.parse(text: errorCase.text, file: "f.strings")
        #expect(document.errors.count == 1)
        let error = try #require(document.errors.first)
        #expect(error.kind == .syntax)
        #expect(error.line == errorCase.line)
        #expect(error.column == errorCase.column)
        #expect(error.message.contains(errorCase.messagePart), "\(error.message)")
        #expect(error.description.hasPrefix("f.strings:\(errorCase.line):\(errorCase.column): "))
    }

    @Test func reportsEveryDuplicateWithTheFirstLineAndKeepsParsing() throws {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n  \"a\" = \"4\";\n\"c\" = \"5\";"
        let document = StringsDocument.parse(text: text, file: "d.strings")
        #expect(document.entries.map(\.key) == ["a", "b", "a", "a", "c"])
        #expect(document.errors.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(document.errors.map(\.line) == [3, 4])
        #expect(document.errors.map(\.column) == [1, 3])
        #expect(document.errors.map(\.firstLine) == [1, 1])
        #expect(
            document.errors.first?.description
                == "d.strings:3:1: duplicate key \"a\"; it is first defined on line 1")
    }

    @Test func stopsAtTheFirstOtherErrorAfterDuplicates() {
        let document = StringsDocument.parse(text: "\"a\" = \"1\";\"a\" = \"2\"; x", file: "d")
        #expect(document.errors.map(\.kind) == [.duplicateKey, .syntax])
    }

    @Test func aTableWithAnyErrorIsNotUsed() {
        let document = StringsDocument.parse(text: "\"a\" = \"1\";\"a\" = \"2\";", file: "d")
        #expect(throws: LocalizationError.self) {
            try StringsTable(language: "en", document: document)
        }
    }
}
