import Foundation
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
        (#"\U00E9"#, "é"), (#"\u00e9"#, "é"), (#"\U00e9"#, "é"), (#"\u00E9"#, "é"),
        (#"\UD83D\UDE00"#, "😀"), (#"\ud83d\ude00"#, "😀"), (#"\U200F"#, "\u{200F}"),
        (#"a\"b\\c"#, "a\"b\\c"),
    ])
    func decodesEscape(escaped: String, expected: String) throws {
        let table = try values("\"k\" = \"\(escaped)\";")
        #expect(table["k"] == expected)
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
}
