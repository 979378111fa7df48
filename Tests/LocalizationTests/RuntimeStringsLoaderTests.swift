import Foundation
import Testing
import TestSupport

@testable import Localization

/// The run-time table loader (``RuntimeStringsLoader``) against the full parser: on the shipped tables, the
/// pseudo-locales made from them, and generated, mutated, malformed and UTF-16 files, both give the same keys
/// and values in the same order, or the same error.
@Suite struct RuntimeStringsLoaderTests {
    /// What loading gave: the table's keys and values in order, or the error's description.
    enum Outcome: Equatable, CustomStringConvertible {
        case table([String], [String])
        case error(String)

        var description: String {
            switch self {
            case .table(let keys, let values): "table \(Array(zip(keys, values)))"
            case .error(let message): "error \(message)"
            }
        }
    }

    static func outcome(_ load: () throws(LocalizationError) -> StringsTable) -> Outcome {
        do throws(LocalizationError) {
            let table = try load()
            #expect(table.count == table.entries.count)
            for entry in table.entries { #expect(table[entry.key] == entry.value) }
            return .table(table.entries.map(\.key), table.entries.map(\.value))
        } catch {
            return .error(error.description)
        }
    }

    /// Loads `bytes` both ways, expects the same outcome, and returns whether the fast path took them.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let full = outcome { () throws(LocalizationError) in
            try StringsTable(language: "en", document: StringsDocument.parse(bytes, file: "Generated.strings"))
        }
        let runtime = outcome { () throws(LocalizationError) in
            try RuntimeStringsLoader.table(language: "en", bytes: bytes, file: "Generated.strings")
        }
        #expect(runtime == full, sourceLocation: sourceLocation)
        let fast = RuntimeStringsLoader.table(language: "en", bytes: bytes) != nil
        if fast, case .error = full { Issue.record("the fast path took a file the parser rejects", sourceLocation: sourceLocation) }
        return fast
    }

    static let shippedFiles: [String] = ["en", "de", "es", "fr", "ja", "ar"].map { "\($0).lproj/Localizable.strings" }
        + ["ja.lproj/Readings.strings", "ar.lproj/Readings.strings"]
        + ["en", "de", "es", "fr", "ja"].map { "\($0).lproj/Pronunciations.strings" }

    @Test(arguments: shippedFiles)
    func shippedTablesLoadTheSameOnTheFastPath(path: String) throws {
        let bytes = try PackagePaths.bytes(path)
        #expect(Self.expectSame(bytes))
        let fast = try #require(RuntimeStringsLoader.table(language: "en", bytes: bytes))
        let full = StringsDocument.parse(bytes, file: path)
        #expect(fast.count == full.entries.count)
        if path.hasSuffix("Localizable.strings") { #expect(fast.count > 900) }
    }

    @Test(arguments: PseudoLocalizer.allCases)
    func pseudoTablesMadeFromTheFastTableAreTheSame(pseudo: PseudoLocalizer) throws {
        let bytes = try PackagePaths.bytes("en.lproj/Localizable.strings")
        let full = try StringsTable(language: "en", document: StringsDocument.parse(bytes, file: "en.strings"))
        let fast = try #require(RuntimeStringsLoader.table(language: "en", bytes: bytes))
        let fromFull = pseudo.table(from: full)
        let fromFast = pseudo.table(from: fast)
        #expect(fromFast.entries.map(\.key) == fromFull.entries.map(\.key))
        #expect(fromFast.entries.map(\.value) == fromFull.entries.map(\.value))
    }

    @Test func stringsLoadGivesTheFullParsersValuesForEveryShippedLanguage() throws {
        for tag in ["en", "de", "es", "fr", "ja", "ar", "en-XA", "ar-XB", "de-AT"] {
            let locales = try ResolvedLocales.resolve(
                option: tag, environment: [:], availableLanguages: ["en", "de", "es", "fr", "ja", "ar"])
            let strings = try Strings.load(directory: PackagePaths.localizations, locales: locales, notice: { _ in })
            for table in strings.tables where PseudoLocalizer(tag: table.language) == nil {
                let bytes = try PackagePaths.bytes("\(table.language).lproj/Localizable.strings")
                let full = try StringsTable(language: table.language, document: StringsDocument.parse(bytes, file: "f"))
                #expect(table.entries.map(\.key) == full.entries.map(\.key))
                #expect(table.entries.map(\.value) == full.entries.map(\.value))
            }
            for (language, reading) in strings.readings {
                let bytes = try PackagePaths.bytes("\(language).lproj/Readings.strings")
                let full = try StringsTable(language: language, document: StringsDocument.parse(bytes, file: "f"))
                #expect(reading.entries.map(\.value) == full.entries.map(\.value))
            }
        }
    }

    @Test func generatedFilesLoadTheSame() {
        var generator = SeededGenerator(seed: 0x5255_4E54)
        for number in 0..<6_000 {
            var bytes = StringsByteParserTests.generated(&generator, length: Int.random(in: 0...600, using: &generator))
            if number % 7 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
            Self.expectSame(bytes)
        }
    }

    @Test func wellFormedEntriesWithEscapesAndCommentsTakeTheFastPath() {
        var generator = SeededGenerator(seed: 0x5745_4C4C)
        let pieces = ["photo", " ", "é", "写真", "😀", "\\\"", "\\\\", "\\n", "\\t", "\\U00E9", "\\u00e9", "\\UD83D\\UDE00",
            "\\U0001", "\u{FFFD}", "\u{85}", "%@", "'", "\u{0301}", "\u{7F}", "/*", "*/", "//", "=", ";", "\u{2028}"]
        let breaks = ["\n", "\r\n", "\r", "\n\n", " ", "\t"]
        let comments = ["", "/* Shown on the toolbar. */\n", "// One line.\n// Two lines.\n", "/*  é \"x\" = \"y\"; */ ", "/**/",
            "/* a * b / c **/", "// trailing \"q\"\r\n"]
        var fast = 0
        for number in 0..<400 {
            var text = number % 5 == 0 ? "\u{FEFF}" : ""
            for entry in 0..<Int.random(in: 1...30, using: &generator) {
                text += comments.randomElement(using: &generator) ?? ""
                var value = ""
                for _ in 0..<Int.random(in: 0...6, using: &generator) { value += pieces.randomElement(using: &generator) ?? "" }
                text += "\"k\(entry)é\"" + (breaks.randomElement(using: &generator) ?? "") + "="
                    + (breaks.randomElement(using: &generator) ?? "") + "\"\(value)\" ;"
                    + (breaks.randomElement(using: &generator) ?? "\n")
            }
            if Self.expectSame(Array(text.utf8)) { fast += 1 }
        }
        #expect(fast == 400)
    }

    @Test func mutatedShippedTablesLoadTheSame() throws {
        var generator = SeededGenerator(seed: 0x4D55_5452)
        for path in ["en.lproj/Localizable.strings", "ja.lproj/Localizable.strings", "ar.lproj/Readings.strings",
            "fr.lproj/Localizable.strings"]
        {
            let original = try PackagePaths.bytes(path)
            for _ in 0..<25 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    let fragment = Array((StringsByteParserTests.fragments.randomElement(using: &generator) ?? "").utf8)
                    if Bool.random(using: &generator) {
                        bytes.insert(contentsOf: fragment, at: index)
                    } else if bytes[index] < 0x80 {
                        bytes.remove(at: index)
                    }
                }
                Self.expectSame(bytes)
            }
        }
    }

    @Test func duplicateKeysGoToTheFullParserAndFailAsBefore() {
        for text in ["\"a\" = \"1\";\n\"a\" = \"2\";\n", "\"é\" = \"1\";\n\"e\u{0301}\" = \"2\";\n",
            "\"a\" = \"1\";\n\"\\U0061\" = \"2\";\n"]
        {
            #expect(!Self.expectSame(Array(text.utf8)))
        }
    }

    @Test func malformedAndUTF16FilesGoToTheFullParser() {
        var generator = SeededGenerator(seed: 0x4241_4452)
        let bad: [[UInt8]] = [[0x00], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF5, 0x80, 0x80, 0x80],
            [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF]]
        for _ in 0..<2_000 {
            var bytes = Array("\"key\" = \"value\";\n/* 写真 */\n\"other\" = \"x\";\n".utf8)
            let insert = bad.randomElement(using: &generator) ?? [0]
            bytes.insert(contentsOf: insert, at: Int.random(in: 0...bytes.count, using: &generator))
            #expect(!Self.expectSame(bytes))
        }
        let text = "/* UTF-16 */\n\"key\" = \"värde\";\n\"photo\" = \"写真 😀\";\n"
        var little: [UInt8] = [0xFF, 0xFE]
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(!Self.expectSame(little))
        #expect(!Self.expectSame(big))
        #expect(Self.outcome { () throws(LocalizationError) in
            try RuntimeStringsLoader.table(language: "sv", bytes: little, file: "f")
        } == .table(["key", "photo"], ["värde", "写真 😀"]))
    }

    @Test func aFileOnDiskIsReadWholeAndAMissingOneFailsAsBefore() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(repeating: "\"key.é\" = \"värde\\n\";\n", count: 1) + "\"b\" = \"\\UD83D\\UDE00\";\n"
        try PackagePaths.write(text, to: "sv.lproj/Localizable.strings", in: folder)
        let url = folder.appendingPathComponent("sv.lproj/Localizable.strings")
        let table = try RuntimeStringsLoader.table(language: "sv", url: url)
        #expect(table.entries.map(\.value) == ["värde\n", "😀"])
        let missing = folder.appendingPathComponent("xx.lproj/Localizable.strings")
        let expected = Self.outcome { () throws(LocalizationError) in
            try StringsTable(language: "xx", document: StringsDocument.read(missing))
        }
        #expect(Self.outcome { () throws(LocalizationError) in try RuntimeStringsLoader.table(language: "xx", url: missing) }
            == expected)
        #expect(RuntimeStringsLoader.contents(of: folder.path) == nil)
    }
}
