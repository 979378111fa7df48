import Foundation
import TestSupport
import Testing

@testable import Localization

@Suite struct StringsParserTests {
    private func parse(_ text: String) -> StringsDocument {
        StringsDocument.parse(text: text, file: "t.strings")
    }

    private func values(_ text: String) throws -> [String: String] {
        let document = parse(text)
        #expect(document.errors.isEmpty, "\(document.errors)")
        return Dictionary(document.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: - Accepted input

    @Test(arguments: [
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\t"#, "\t"),
        (#"\U00E9"#, "é"), (#"\U00e9"#, "é"),
        (#"\UD83D\UDE00"#, "😀"), (#"\UD83D\Ude00"#, "😀"), (#"\U200F"#, "\u{200F}"),
        (#"a\"b\\c"#, "a\"b\\c"),
    ])
    func decodesEscape(escaped: String, expected: String) throws {
        let table = try values("\"k\" = \"\(escaped)\";")
        #expect(table["k"] == expected)
    }

    /// Pieces of a generated quoted string: as written in the file, and as read.
    static let pieces: [(written: String, parsed: String)] = [
        ("photo", "photo"), (" ", " "), ("é", "é"), ("写真", "写真"), ("😀", "😀"), ("\\\"", "\""), ("\\\\", "\\"),
        ("\\n", "\n"), ("\\t", "\t"), ("\\U00E9", "é"), ("\\UD83D\\UDE00", "😀"), ("\u{FFFD}", "\u{FFFD}"),
        ("\u{85}", "\u{85}"), ("%@", "%@"), ("'", "'"), ("\u{0301}", "\u{0301}"), ("\u{7F}", "\u{7F}"),
    ]

    @Test func quotedStringsParseToTheirPiecesWithEverySuspectNoted() throws {
        var generator = SeededGenerator(seed: 20)
        var text = ""
        var expected: [(key: String, value: String)] = []
        var suspects: [Unicode.Scalar] = []
        for number in 0..<400 {
            var written = ""
            var parsed = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let piece = Self.pieces.randomElement(using: &generator) ?? Self.pieces[0]
                written += piece.written
                parsed += piece.parsed
            }
            for scalar in parsed.unicodeScalars where SuspectCharacter.isSuspect(scalar) { suspects.append(scalar) }
            text += "\"key.\(number)\" = \"\(written)\";\n"
            expected.append(("key.\(number)", parsed))
        }
        let document = StringsDocument.parse(text: text, file: "Generated.strings", recovering: true)
        #expect(document.errors.isEmpty)
        #expect(document.entries.map(\.key) == expected.map(\.key))
        #expect(document.entries.map(\.value) == expected.map(\.value))
        #expect(document.suspectCharacters.map(\.scalar) == suspects)
    }

    @Test func acceptsTriviaBetweenAllTokens() throws {
        let text = "// head\n/* a */ \"k\" /*b*/ =\t// c\n \"v\" /* d */ ; \"e\"=\"\";"
        let table = try values(text)
        #expect(table == ["k": "v", "e": ""])
    }

    @Test func emptyFileAndLoneBOMGiveNoEntries() {
        #expect(StringsDocument.parse([], file: "e").entries.isEmpty)
        #expect(StringsDocument.parse([], file: "e").errors.isEmpty)
        let bom = StringsDocument.parse([0xEF, 0xBB, 0xBF], file: "b")
        #expect(bom.entries.isEmpty && bom.errors.isEmpty)
    }

    @Test func keepsNonASCIIAndCountsColumnsInScalars() throws {
        let document = parse("\"é😀\" = \"ü\"; \"x\" = \"y\";")
        #expect(document.entries.map(\.column) == [1, 13])
        #expect(document.entries.first?.key == "é😀")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func countsLineBreaks(lineBreak: String) throws {
        let document = parse("\"a\" = \"1\";\(lineBreak)\(lineBreak)  \"b\" = \"2\";")
        #expect(document.errors.isEmpty)
        #expect(document.entries.map(\.line) == [1, 3])
        #expect(document.entries.map(\.column) == [1, 3])
    }

    // MARK: - Encodings

    private static let sample = "/* c */\n\"key\" = \"Grüße 😀\";\n"

    @Test(arguments: [false, true])
    func readsUTF16WithByteOrderMark(bigEndian: Bool) throws {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in Self.sample.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        let document = StringsDocument.parse(bytes, file: "u16")
        #expect(document.errors.isEmpty)
        #expect(document.entries == StringsDocument.parse(text: Self.sample, file: "u16").entries)
        #expect(document.entries.first?.value == "Grüße 😀")
    }

    @Test func readsUTF8WithByteOrderMark() throws {
        let document = StringsDocument.parse([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8), file: "b")
        #expect(document.entries.first?.value == "Grüße 😀")
        #expect(document.entries.first?.column == 1)
    }

    @Test func reportsUTF16WithoutByteOrderMark() throws {
        var bytes: [UInt8] = []
        for unit in "\"a\" = \"b\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try #require(StringsDocument.parse(bytes, file: "x").errors.first)
        #expect(error.kind == .encoding)
        #expect(error.message.contains("UTF-16 without a byte-order mark"))
        #expect((error.line, error.column) == (1, 2))
    }

    @Test func reportsUnpairedSurrogateInUTF16() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]
        let error = try #require(StringsDocument.parse(bytes, file: "x").errors.first)
        #expect(error.kind == .encoding)
        #expect(error.message.contains("unpaired surrogate"))
        #expect((error.line, error.column) == (1, 2))
    }

    @Test func reportsInvalidUTF8AtItsPosition() throws {
        let bytes = Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        let error = try #require(StringsDocument.parse(bytes, file: "x").errors.first)
        #expect(error.kind == .encoding)
        #expect(error.description == "x:1:8: invalid UTF-8 (byte 0xC3); save the file as UTF-8")
    }

    @Test func rejectsFilesOverEightMebibytes() throws {
        let bytes = [UInt8](repeating: 0x20, count: 8 * 1024 * 1024 + 1)
        let error = try #require(StringsDocument.parse(bytes, file: "big").errors.first)
        #expect(error.kind == .encoding)
        #expect(error.message.contains("8 MiB"))
    }

    @Test func aUTF16FileGivesWhatItsUTF8TwinGives() {
        var generator = SeededGenerator(seed: 0x3136)
        let fragments = [
            "\"", "\\", "=", ";", " = ", "/*", "*/", "//", "/* é 写真 */", "\n", "\r\n", "\r", " ", "\t",
            "\"k\" = \"v\";\n", "\"a\" = \"b\"", "\\U", "D800", "00E9", "\\n", "\\x", "%@", "é", "写真", "😀",
            "\u{FEFF}", "\u{7F}", "\u{85}", "\u{FFFD}", "\u{1}", "x", "key", "'", "\u{2028}", "\u{10FFFF}",
        ]
        for _ in 0..<200 {
            // A leading U+FEFF would be the UTF-8 twin's byte-order mark, but text after UTF-16's.
            var text = " "
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                text += fragments.randomElement(using: &generator) ?? ""
            }
            var little: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { little += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            for recovering in [false, true] {
                let twin = StringsDocument.parse(Array(text.utf8), file: "Generated.strings", recovering: recovering)
                let wide = StringsDocument.parse(little, file: "Generated.strings", recovering: recovering)
                #expect(wide.entries == twin.entries)
                #expect(wide.errors == twin.errors)
                #expect(wide.suspectCharacters == twin.suspectCharacters)
            }
        }
    }

    @Test func columnsOnOneLongLineCountScalars() throws {
        let entry = "\"é写\" = \"😀\"; "
        let text = String(repeating: entry, count: 2_000) + "\"x\" = y;"
        let document = StringsDocument.parse(text: text, file: "Long.strings", recovering: true)
        #expect(document.entries.count == 2_001)
        #expect(document.entries.last?.column == 2_000 * entry.unicodeScalars.count + 1)
        let error = try #require(document.errors.last)
        #expect(error.column == 2_000 * entry.unicodeScalars.count + 7)
        #expect(document.errors.count == 2_000)
    }
}
