import TestSupport
import Testing

@testable import Audit

/// The strings check's byte reading of simple placeholders (`%@`, `%d`, `%N$@`, `%N$d`, `%%`) against
/// ``FormatString``'s reading, in both grammars, on generated values with every kind of `%` sequence;
/// and `strings.whitespace-mismatch`'s byte shortcuts against the scalar scans they skip.
@Suite struct StringsPlaceholderBytesTests {
    static let pieces = [
        "%@", "%d", "%1$@", "%2$d", "%9$@", "%3$d", "%%", "%", "% ", "%y", "%0$d", "%10$@", "%ld", "%1$ld", "%s", "%5d",
        "%1$", "%#@n@", "%1$#@n@", "%-@", "%.2f", "%*d", "%é", "%1é", "%9$", "a", "Fotos ", "é", "写真", "😀", "\u{301}",
        " ", "\n", "\t", "\u{00A0}", "\u{200B}", "$", "1", "@", "d",
    ]

    static func values(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func whitespaceEndsAndLineFeedsByBytesEqualTheScalarScans() {
        let pieces = [" ", "\n", "\t", "\r", "\u{00A0}", "\u{200B}", "\u{3000}", "a", "é", "写", "x y", "\u{301}", "."]
        var random = SeededGenerator(seed: 0x5753_4D4D)
        for _ in 0..<6_000 {
            func value() -> String {
                (0..<Int(1 + random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            }
            let own = value()
            let theirs = value()
            let ends = StringsWhitespaceMismatch.plainEnds(own, theirs)
            let leading = own.unicodeScalars.prefix(while: TextCharacters.isWhitespace)
                .elementsEqual(theirs.unicodeScalars.prefix(while: TextCharacters.isWhitespace))
            let trailing = own.unicodeScalars.reversed().prefix(while: TextCharacters.isWhitespace)
                .elementsEqual(theirs.unicodeScalars.reversed().prefix(while: TextCharacters.isWhitespace))
            // A shortcut is taken only where the scan finds the ends equal.
            if ends.first { #expect(leading, "\(own.debugDescription) \(theirs.debugDescription)") }
            if ends.last { #expect(trailing, "\(own.debugDescription) \(theirs.debugDescription)") }
        }
        let plain = StringsWhitespaceMismatch.plainEnds("a b", "c.")
        #expect(plain.first && plain.last)
        #expect(!StringsWhitespaceMismatch.plainEnds(" a", "b").first)
        #expect(StringsWhitespaceMismatch.lineFeeds(String(repeating: "ab\n", count: 40)) == 40)
    }
}
