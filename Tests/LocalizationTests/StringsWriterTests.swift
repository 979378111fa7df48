import TestSupport
import Testing

@testable import Localization

@Suite struct StringsWriterTests {
    private func roundTrip(_ entries: [StringsEntry], header: String? = nil) throws -> [StringsEntry] {
        let bytes = StringsWriter.bytes(entries: entries, header: header)
        let document = StringsDocument.parse(bytes, file: "w")
        #expect(document.errors.isEmpty, "\(document.errors)")
        return document.entries
    }

    private func contentOf(_ entries: [StringsEntry]) -> [[String?]] {
        entries.map { [$0.key, $0.value, $0.comment] }
    }

    @Test(arguments: [
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("line\nbreak\ttab", #""line\nbreak\ttab""#),
        ("cr\r", #""cr\U000D""#),
        ("bidi \u{200F}\u{202E}x\u{202C}", #""bidi \U200F\U202Ex\U202C""#),
        ("bell \u{7} del \u{7F} c1 \u{85}", #""bell \U0007 del \U007F c1 \U0085""#),
        ("tag \u{E0041}", #""tag \UDB40\UDC41""#),
        ("raw Grüße 😀 ٣", "\"raw Grüße 😀 ٣\""),
    ])
    func escapesValues(value: String, quoted: String) throws {
        let text = StringsWriter.text(entries: [StringsEntry(key: "k", value: value)])
        #expect(text == "\"k\" = \(quoted);\n")
        #expect(try roundTrip([StringsEntry(key: "k", value: value)]).first?.value == value)
    }

    @Test func writesCommentsAboveEntriesAndAHeader() throws {
        let entries = [
            StringsEntry(key: "a", value: "1", comment: "First."),
            StringsEntry(key: "b", value: "2"),
            StringsEntry(key: "c", value: "3", comment: "Two\nlines"),
            StringsEntry(key: "d", value: "4", comment: "Has */ inside\nand more"),
        ]
        let text = StringsWriter.text(entries: entries, header: "Generated; do not edit")
        #expect(text.hasPrefix("/* Generated; do not edit */\n\n/* First. */\n\"a\" = \"1\";\n\n\"b\""))
        #expect(text.contains("// Has */ inside\n// and more\n\"d\""))
        #expect(!text.contains("\r"))
        #expect(contentOf(try roundTrip(entries, header: "Generated; do not edit")) == contentOf(entries))
    }

    @Test func roundTripsTheShippedTables() throws {
        for path in ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"] {
            let original = StringsDocument.parse(try PackagePaths.bytes(path), file: path)
            #expect(original.errors.isEmpty)
            #expect(contentOf(try roundTrip(original.entries)) == contentOf(original.entries))
        }
    }

    @Test func roundTripsSeededRandomEntries() throws {
        var random = SeededGenerator(seed: 0x57_52_49_54)
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "\n", "\t", "\r", "%", "@", "/", "*", "=", ";", "é", "😀",
            "\u{1}", "\u{7F}", "\u{85}", "\u{200F}", "\u{202E}", "\u{FEFF}", "\u{E0001}",
            "\u{FFFD}", "ß", "\u{0301}",
        ]
        for _ in 0..<300 {
            var entries: [StringsEntry] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                var value = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 0...20, using: &random) {
                    value.append(alphabet.randomElement(using: &random) ?? "a")
                }
                let comment = Bool.random(using: &random) ? "note \(index) */ x" : nil
                entries.append(StringsEntry(key: "key.\(index)", value: String(value), comment: comment))
            }
            let parsed = try roundTrip(entries)
            #expect(parsed.map(\.key) == entries.map(\.key))
            #expect(parsed.map(\.value) == entries.map(\.value))
            #expect(parsed.map(\.comment) == entries.map(\.comment))
        }
    }
}
