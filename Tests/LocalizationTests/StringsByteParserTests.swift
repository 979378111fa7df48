import Foundation
import Testing
import TestSupport

@testable import Localization

/// The byte parser (``UTF8StringsParser``, the fast path of UTF-8 files) against the scalar parser
/// (``StringsParser``, the general path): on generated, mutated and malformed files both give the
/// same entries, comments, errors with their line:column, damaged entries and suspect characters.
@Suite struct StringsByteParserTests {
    /// What the general path gives: decode to scalars, then the scalar parser.
    static func general(_ bytes: [UInt8], recovering: Bool) -> StringsDocument {
        switch StringsDecoder.decode(bytes, file: "Generated.strings") {
        case .failure(let error):
            return StringsDocument(file: "Generated.strings", entries: [], errors: [error])
        case .success(let scalars):
            var parser = StringsParser(scalars: scalars, file: "Generated.strings", recovering: recovering)
            return parser.parse()
        }
    }

    /// Parses `bytes` both ways (strict and recovering) and expects the same documents; returns
    /// whether the byte parser took them.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        for recovering in [false, true] {
            let fast = StringsDocument.parse(bytes, file: "Generated.strings", recovering: recovering)
            let slow = general(bytes, recovering: recovering)
            #expect(fast.entries == slow.entries, sourceLocation: sourceLocation)
            #expect(fast.errors == slow.errors, sourceLocation: sourceLocation)
            #expect(fast.damaged == slow.damaged, sourceLocation: sourceLocation)
            #expect(fast.suspectCharacters == slow.suspectCharacters, sourceLocation: sourceLocation)
        }
        return StringsDecoder.validUTF8Start(bytes) != nil
    }

    /// Pieces of generated files: the grammar's corners, escapes, comments, line breaks, non-ASCII
    /// text, suspect characters (DEL, C1, U+FFFD) and mistakes.
    static let fragments: [String] = [
        "\"", "\"", "\"", "\\", "=", ";", " = ", "; ", "/*", "*/", "//", "/* a comment */", "// note",
        "/* é 写真 */", "/*\n*/", "\n", "\n", "\r\n", "\r", " ", "  ", "\t", "\"k\" = \"v\";\n",
        "\"key\" = \"value\";", "\"a\" = \"b\"", "\\U", "\\u", "D800", "DC00", "D83D", "\\UDE00", "00E9",
        "0000", "\\n", "\\t", "\\\"", "\\\\", "\\x", "\\é", "%@", "%1$@", "é", "写真", "😀", "a\u{0301}",
        "\u{FEFF}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{FFFD}", "\u{1}", "\u{1F}", "x", "key", "1",
        "'", "«", "»", "\u{2028}", "Ä", "\u{10FFFF}",
    ]

    static func generated(_ generator: inout SeededGenerator, length: Int) -> [UInt8] {
        var text = ""
        while text.utf8.count < length {
            text += fragments.randomElement(using: &generator) ?? ""
        }
        return Array(text.utf8)
    }

    @Test func generatedFilesParseTheSameOnBothPaths() {
        var generator = SeededGenerator(seed: 0x5445_5854)
        var fast = 0
        for number in 0..<6_000 {
            var bytes = Self.generated(&generator, length: Int.random(in: 0...600, using: &generator))
            if number % 7 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
            if Self.expectSame(bytes) { fast += 1 }
        }
        #expect(fast == 6_000)
    }

    @Test func wellFormedEntriesParseTheSameOnBothPaths() {
        var generator = SeededGenerator(seed: 0x454E_5452)
        let pieces = ["photo", " ", "é", "写真", "😀", "\\\"", "\\\\", "\\n", "\\t", "\\U00E9", "\\UD83D\\UDE00",
            "\u{FFFD}", "\u{85}", "%@", "'", "\u{0301}", "\u{7F}", "/*", "//", "="]
        let breaks = ["\n", "\r\n", "\r", "\n\n", " "]
        let comments = ["", "/* Shown on the toolbar. */\n", "// One line.\n// Two lines.\n", "/*  é  */ ", "/**/"]
        for _ in 0..<300 {
            var text = ""
            for number in 0..<Int.random(in: 1...30, using: &generator) {
                text += comments.randomElement(using: &generator) ?? ""
                var value = ""
                for _ in 0..<Int.random(in: 0...6, using: &generator) { value += pieces.randomElement(using: &generator) ?? "" }
                text += "\"k\(number % 25)é\" = \"\(value)\";" + (breaks.randomElement(using: &generator) ?? "\n")
            }
            #expect(Self.expectSame(Array(text.utf8)))
        }
    }

    /// Long pieces, so runs of plain text are read eight bytes at a time and comments are searched and
    /// skipped by memchr(3): stars inside comments, comments over several lines (LF, CRLF, CR), runs that end
    /// on each byte of a word before a quote, a backslash, a control character, DEL or non-ASCII text.
    @Test func longRunsAndCommentsParseTheSameOnBothPaths() {
        var generator = SeededGenerator(seed: 0x4C4F_4E47)
        let long = ["a plain run of text", "0123456789abcdef01234", "/* a comment * with ** stars */", "/* one\nline *\r\nthen\rmore */",
            "// a line comment that is long enough\n", "/* ends with a star **/", "/*****/", "\"", "\\", "\u{7F}", "\u{1}", "é", "写真",
            "\u{85}", "\u{FFFD}", "\n", "\r\n", ";", " = ", "\"key.label\" = \"A long value that runs on\";\n", "\t"]
        var fast = 0
        for _ in 0..<3_000 {
            var text = ""
            while text.utf8.count < Int.random(in: 0...400, using: &generator) {
                text += Bool.random(using: &generator) ? (long.randomElement(using: &generator) ?? "")
                    : String(repeating: "x", count: Int.random(in: 0...17, using: &generator))
            }
            if Self.expectSame(Array(text.utf8)) { fast += 1 }
        }
        #expect(fast == 3_000)
    }

    @Test func mutatedShippedTablesParseTheSameOnBothPaths() throws {
        var generator = SeededGenerator(seed: 0x4D55_5441)
        for path in ["en.lproj/Localizable.strings", "ja.lproj/Localizable.strings", "ar.lproj/Readings.strings",
            "fr.lproj/Localizable.strings"]
        {
            let original = try PackagePaths.bytes(path)
            #expect(Self.expectSame(original))
            for _ in 0..<12 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    let fragment = Array((Self.fragments.randomElement(using: &generator) ?? "").utf8)
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

    @Test func malformedBytesGoTheGeneralPathWithTheSameError() {
        var generator = SeededGenerator(seed: 0x4241_4453)
        for _ in 0..<3_000 {
            var bytes = Self.generated(&generator, length: Int.random(in: 0...200, using: &generator))
            let bad: [[UInt8]] = [[0x00], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF5, 0x80, 0x80, 0x80],
                [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF]]
            let insert = bad.randomElement(using: &generator) ?? [0]
            bytes.insert(contentsOf: insert, at: Int.random(in: 0...bytes.count, using: &generator))
            #expect(!Self.expectSame(bytes))
            #expect(StringsDocument.parse(bytes, file: "Generated.strings").errors.last?.kind == .encoding)
        }
    }

    @Test func theValidityCheckAgreesWithTheDecoder() {
        var generator = SeededGenerator(seed: 0x5554_4638)
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                bytes.append(Bool.random(using: &generator)
                    ? UInt8.random(in: 0x80...0xFF, using: &generator) : UInt8.random(in: 0...0x7F, using: &generator))
            }
            let decodes = if case .success = StringsDecoder.decode(bytes, file: "f") { true } else { false }
            let isUTF16 = bytes.count >= 2 && (bytes[0...1] == [0xFF, 0xFE] || bytes[0...1] == [0xFE, 0xFF])
            #expect((StringsDecoder.validUTF8Start(bytes) != nil) == (decodes && !isUTF16), "\(bytes)")
        }
    }

    @Test func aUTF16FileGivesWhatItsUTF8TwinGives() {
        var generator = SeededGenerator(seed: 0x3136)
        for _ in 0..<200 {
            // A leading U+FEFF would be the UTF-8 twin's byte-order mark, but text after UTF-16's.
            let utf8 = Array(" ".utf8) + Self.generated(&generator, length: Int.random(in: 0...300, using: &generator))
            let text = String(decoding: utf8, as: UTF8.self)
            var little: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { little += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            for recovering in [false, true] {
                let twin = StringsDocument.parse(utf8, file: "Generated.strings", recovering: recovering)
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
