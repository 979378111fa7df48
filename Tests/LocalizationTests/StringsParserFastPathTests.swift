@testable import Localization
import Testing
import TestSupport

/// The house parser's fast paths (issue 20): quoted runs taken as one slice and comments trimmed
/// before their text is made, against what the general paths give, on generated files.
@Suite struct StringsParserFastPathTests {
    /// One piece of a generated quoted string: as written in the file, and as parsed.
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
        #expect(document.suspectCharacters.map(\.scalar) == suspects.filter { $0 != "\n" && $0 != "\t" })
    }

    @Test func commentsAreTrimmedAsTheCharacterWiseTrimDoes() {
        var generator = SeededGenerator(seed: 19)
        let ends = [" ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{3000}", "\u{0301}", "", " \u{0301}"]
        let middles = ["Shown on the toolbar.", "x", "é", "写真", "a b", "*", "a\u{0301}", "«», ", "%@", ""]
        var comments: [String] = []
        for _ in 0..<2_000 {
            let start = ends.randomElement(using: &generator) ?? ""
            let middle = middles.randomElement(using: &generator) ?? ""
            let end = ends.randomElement(using: &generator) ?? ""
            comments.append(start + middle + end)
        }
        for comment in comments {
            let scalars = Array(comment.unicodeScalars)
            #expect(StringsParser.trimmedComment(scalars[...]) == StringsParser.generalTrimmedComment(scalars[...]))
            #expect(StringsParser.trimmedComment(scalars[...]) == String(comment.trimmingWhitespace()))
        }
    }
}
