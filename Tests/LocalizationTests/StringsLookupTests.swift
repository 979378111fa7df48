import Foundation
import Testing

@testable import Localization

/// The reader's lookups-only mode, which loads Lector's own tables at run time (``StringsTable/load(language:url:)``):
/// the values of the full read, and where the full read has an error, that error.
@Suite struct StringsLookupTests {
    static let shippedFiles: [String] =
        ["en", "de", "es", "fr", "ja", "ar"].map { "\($0).lproj/Localizable.strings" }
        + ["ja.lproj/Readings.strings", "ar.lproj/Readings.strings"]
        + ["en", "de", "es", "fr", "ja"].map { "\($0).lproj/Pronunciations.strings" }

    @Test(arguments: shippedFiles)
    func shippedTablesGiveTheFullReadsKeysAndValues(path: String) throws {
        let bytes = try PackagePaths.bytes(path)
        let table = try #require(StringsReader.lookups(bytes, language: "en"))
        let full = try StringsTable(language: "en", document: StringsDocument.parse(bytes, file: path))
        #expect(table.keys == full.keys)
        #expect(table.entries.map(\.value) == full.entries.map(\.value))
        #expect(table.entries.allSatisfy { $0.line == 0 && $0.comment == nil })
        if path.hasSuffix("Localizable.strings") { #expect(table.count > 900) }
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"a\" = \"2\";\n", "f.strings:2:1: duplicate key \"a\"; it is first defined on line 1"),
        (
            "\"a\" = \"1\";\n\"b\" = 2;\n",
            "f.strings:2:7: unquoted text; expected a quoted value: put keys and values in double quotes (\"…\")"
        ),
        ("\"a\" = \"x\ny\";", "f.strings:1:9: raw line break inside quotes; write it as \\n"),
        (
            "\"a\";",
            "f.strings:1:4: expected \"=\" after the key; the short form \"key\"; is not supported, write \"key\" = \"value\";"
        ),
        ("\"a\" = \"\\u00e9\";", "f.strings:1:9: unknown escape \\u; use \\\", \\\\, \\n, \\t or \\UXXXX"),
        ("\"a\" = \"b\"", "f.strings:1:10: unexpected end of file; expected \";\" after the value"),
    ])
    func aTableTheHouseStyleRejectsThrowsTheFullReadsFirstError(text: String, expected: String) throws {
        #expect(StringsReader.lookups(Array(text.utf8), language: "en") == nil)
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackagePaths.write(text, to: "f.strings", in: folder)
        let error = try #require(throws: LocalizationError.self) {
            try StringsTable.load(language: "en", url: folder.appendingPathComponent("f.strings"))
        }
        #expect(error.description.hasSuffix(expected), "\(error.description)")
    }

    @Test func aUTF16FileWithAByteOrderMarkLoadsAndAMissingOneIsUnreadable() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var little: [UInt8] = [0xFF, 0xFE]
        for unit in "/* UTF-16 */\n\"key\" = \"värde\\n\";\n\"b\" = \"\\UD83D\\UDE00\";\n".utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let url = folder.appendingPathComponent("sv.strings")
        try Data(little).write(to: url)
        let table = try StringsTable.load(language: "sv", url: url)
        #expect(table.keys == ["key", "b"])
        #expect(table.entries.map(\.value) == ["värde\n", "😀"])
        let error = try #require(throws: LocalizationError.self) {
            try StringsTable.load(language: "xx", url: folder.appendingPathComponent("missing.strings"))
        }
        #expect(error.kind == .unreadable)
    }
}
