import Foundation
import Testing

@testable import Localization

/// The Apple dialect (`StringsDialect.apple`) on hand-written fixtures.
@Suite struct AppleStringsParserTests {
    private func parse(_ text: String, recovering: Bool = false) -> StringsDocument {
        StringsDocument.parse(text: text, file: "t.strings", dialect: .apple, recovering: recovering)
    }

    private func values(_ text: String) -> [String: String] {
        let document = parse(text)
        #expect(document.errors.isEmpty, "\(document.errors)")
        return document.valuesByKey
    }

    private func positions(_ document: StringsDocument) -> [String] {
        document.errors.map { "\($0.line):\($0.column ?? 0)" }
    }

    // MARK: - Strings and escapes

    @Test(arguments: [
        (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\n"#, "\n"), (#"\r"#, "\r"),
        (#"\t"#, "\t"), (#"\v"#, "\u{0B}"), (#"\""#, "\""), (#"\'"#, "'"), (#"\\"#, "\\"),
        (#"\/"#, "/"), (#"\("#, "("), (#"\q"#, "q"), (#"\u00e9"#, "u00e9"), ("\\\n", "\n"),
        (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\60"#, "0"), (#"\351"#, "Ø"), (#"\240"#, "©"),
        (#"\256"#, "\u{FB01}"),
        (#"\376"#, "\u{0}"), (#"\777"#, "\u{0}"),
        (#"\U00e9"#, "é"), (#"\U41G"#, "AG"), (#"\U"#, "\u{0}"), (#"\U20AC1"#, "€1"),
        (#"\UD83D\UDE00"#, "😀"), (#"\UD83Dx"#, "\u{FFFD}x"), (#"\UDE00"#, "\u{FFFD}"),
    ])
    func decodesEscape(escaped: String, expected: String) {
        #expect(values("\"k\" = \"\(escaped)\";")["k"] == expected)
    }

    @Test func keepsRawLineBreaksAndTabsInQuotes() {
        #expect(values("\"k\" = \"one\ntwo\tthree\";") == ["k": "one\ntwo\tthree"])
    }

    @Test func readsSingleQuotesUnquotedStringsAndTheShortForm() {
        let table = values("'a' = 'say \"hi\"';\nkey.one = value_1;\npath/to:x$ = -1.5;\n\"k\";\nshort;")
        #expect(
            table == [
                "a": "say \"hi\"", "key.one": "value_1", "path/to:x$": "-1.5", "k": "k", "short": "short",
            ])
    }

    @Test func readsATableInBraces() {
        #expect(values("// head\n{ \"a\" = \"b\"; c = d; }\n// tail\n") == ["a": "b", "c": "d"])
    }

    @Test func blankFilesAndCommentsAloneGiveNoEntries() {
        for text in ["", "  \n\t", "/* only */\n// a comment"] {
            let document = parse(text)
            #expect(document.entries.isEmpty && document.errors.isEmpty)
        }
    }

    @Test func skipsUnicodeSeparatorsVerticalTabsAndFormFeedsBetweenTokens() {
        #expect(values("\u{2028}\"a\"\u{0B}=\u{0C}\"b\"\u{2029};") == ["a": "b"])
    }

    @Test func keepsTheTranslatorCommentAboveAnEntry() throws {
        let document = parse(
            "/* Brand name. @identical */\n\"app\" = \"Lector\";\n\"x\" = \"y\"; // trailing\n\"z\" = \"w\";")
        #expect(document.entries.map(\.comment) == ["Brand name. @identical", nil, nil])
        #expect(document.entries.map(\.line) == [2, 3, 4])
    }

    @Test func structuredValuesReadButGiveDiagnosticsInsteadOfEntries() throws {
        let document = parse(
            "\"a\" = (x, \"y\", (z), {k = v;},);\n\"b\" = { c = d; e; };\n\"d\" = <0fab 12>;\n\"f\" = \"g\";")
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.valuesByKey == ["f": "g"])
        #expect(document.diagnostics.map(\.details) == [["array"], ["dictionary"], ["data"]])
        #expect(document.diagnostics.map(\.rule) == Array(repeating: "strings.syntax", count: 3))
        #expect(document.diagnostics.map(\.code) == Array(repeating: StringsReader.nonStringValueCode, count: 3))
        #expect(document.diagnostics.map { "\($0.key ?? ""):\($0.line):\($0.column)" } == ["a:1:7", "b:2:7", "d:3:7"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = StringsReader.depthLimit + 1
        let text = "\"a\" = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + ";"
        let document = parse(text)
        #expect(document.errors.map(\.kind) == [.syntax])
        #expect(document.errors.first?.message.contains("nested") == true)
    }

    @Test func duplicateKeysAreReportedAndTheLastValueWins() {
        let document = parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        #expect(document.errors.map(\.kind) == [.duplicateKey])
        #expect(document.errors.first?.firstLine == 1)
        #expect(positions(document) == ["3:1"])
        #expect(document.valuesByKey == ["a": "3", "b": "2"])
    }

    @Test func notesSuspectCharactersOfKeysAndValues() {
        let document = parse("\"k\\U0007\" = \"x\\UFFFD\u{1}\";")
        #expect(document.suspectCharacters.map(\.scalar) == ["\u{07}", "\u{FFFD}", "\u{1}"])
        #expect(document.suspectCharacters.map(\.inKey) == [true, false, false])
        #expect(document.suspectCharacters.map(\.column) == [3, 15, 21])
    }

    // MARK: - Encodings

    static let sample = "\"k\" = \"Grüß 😀\";\nkey = value;\n"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit -> [UInt8] in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    static let utf8: [UInt8] = Array(sample.utf8)
    static let utf16LE: [UInt8] = utf16(sample, bigEndian: false)
    static let utf16BE: [UInt8] = utf16(sample, bigEndian: true)
    static let encodings: [(String, [UInt8])] = [
        ("UTF-8", utf8), ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + utf8), ("UTF-16LE BOM", [0xFF, 0xFE] + utf16LE),
        ("UTF-16BE BOM", [0xFE, 0xFF] + utf16BE), ("UTF-16LE", utf16LE), ("UTF-16BE", utf16BE),
    ]

    @Test(arguments: encodings)
    func readsEveryEncoding(name: String, bytes: [UInt8]) {
        let document = StringsDocument.parse(bytes, file: "t.strings", dialect: .apple)
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.valuesByKey == ["k": "Grüß 😀", "key": "value"])
    }

    @Test func theHouseDialectStillRejectsUTF16WithoutABOM() {
        let document = StringsDocument.parse(Self.utf16(Self.sample, bigEndian: false), file: "t.strings")
        #expect(document.errors.map(\.kind) == [.encoding])
    }

    static let invalidUTF8: [UInt8] = Array("\"k\" = \"".utf8) + [0xFF] + Array("\";".utf8)
    static let unpairedSurrogate: [UInt8] =
        [0xFF, 0xFE] + utf16("\"k\" = \"", bigEndian: false) + [0x3D, 0xD8, 0x22, 0x00]
    static let badBytes: [(String, [UInt8])] = [
        ("invalid UTF-8", invalidUTF8), ("unpaired surrogate", unpairedSurrogate),
        ("odd UTF-16", [0xFE, 0xFF, 0x00, 0x22, 0x00]),
    ]

    @Test(arguments: badBytes)
    func badBytesAreAnEncodingError(name: String, bytes: [UInt8]) {
        let document = StringsDocument.parse(bytes, file: "t.strings", dialect: .apple, recovering: true)
        #expect(document.errors.map(\.kind) == [.encoding])
        #expect(document.entries.isEmpty)
    }

    // MARK: - Errors

    @Test(arguments: [
        ("\"a\" = \"b\"", "1:10", "\";\" after the value"),
        ("\"a\" \"b\";", "1:5", "\"=\" or \";\""),
        ("\"a\"", "1:4", "missing \";\" after the key"),
        ("\n  \"a\" = \"b;", "2:9", "unterminated string"),
        ("\"a\" = \"b\";\n/* x", "2:1", "unterminated comment"),
        ("= \"b\";", "1:1", "expected a key"),
        ("\"a\" = ;", "1:7", "expected a value"),
        ("a+b = c;", "1:2", "\"=\" or \";\""),
        ("\"a\" = \"b\"; # x", "1:12", "expected a key"),
        ("{ \"a\" = \"b\";", "1:13", "\"}\""),
        ("{ \"a\" = \"b\"; } x", "1:16", "the end of the file"),
        ("\"a\" = (x y);", "1:10", "\",\" or \")\""),
        ("\"a\" = (x;", "1:9", "\",\" or \")\""),
        ("\"a\" = (x,", "1:7", "unterminated array"),
        ("abc// note\n= x;", "1:7", "\"=\" or \";\""),
        ("\"a\" = <0f1>;", "1:11", "odd number"),
        ("\"a\" = <0g>;", "1:9", "hex digits"),
    ])
    func reportsAnErrorAtItsLineAndColumn(text: String, position: String, message: String) throws {
        let document = parse(text)
        let error = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect(error.kind == .syntax)
        #expect("\(error.line):\(error.column ?? 0)" == position)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func recoveryReportsEveryProblemInTheFile() {
        let text = """
            "a" = "1"
            "b" = "2";
            # stray
            c = "unterminated;
            d = '4';
            e '5';
            'f' = '6';
            """
        let document = parse(text, recovering: true)
        #expect(positions(document) == ["1:10", "3:1", "4:5", "6:3"])
        #expect(document.entries.map(\.key) == ["a", "b", "c", "d", "e", "f"])
        #expect(document.damaged == [0, 2, 4])
        #expect(document.errors.map(\.key) == ["a", nil, "c", "e"])
        #expect(document.valuesByKey["f"] == "6")
    }

    @Test func anUnterminatedCommentIsReportedAndTheLinesAfterItAreStillRead() {
        let document = parse("\"a\" = \"1\";\n/* open\n\"b\" = \"2\"\n\"c\" = \"3\";", recovering: true)
        #expect(positions(document) == ["2:1", "3:10"])
        #expect(document.entries.map(\.key) == ["a", "b", "c"])
    }

    @Test func theHouseDialectIsUnchanged() {
        let document = StringsDocument.parse(text: "\"a\" = \"x\ny\";", file: "t.strings")
        #expect(document.errors.map(\.kind) == [.syntax])
    }
}
