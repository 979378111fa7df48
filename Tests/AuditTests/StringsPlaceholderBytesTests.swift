@testable import Audit
import Testing
import TestSupport

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

    @Test(arguments: [false, true])
    func simplePlaceholdersReadFromBytesEqualFormatStringsReading(houseStyle: Bool) {
        var simple = 0
        for value in Self.values(seed: houseStyle ? 0x5048_4F55 : 0x5048_4150, count: 6_000) {
            if Placeholders.simpleTokens(value) != nil, value.contains("%") { simple += 1 }
            #expect(
                Placeholders(value, houseStyle: houseStyle) == Placeholders(readingInGeneral: value, houseStyle: houseStyle),
                "\(value.debugDescription)")
        }
        // Both paths are taken often.
        #expect(simple > 300)
        #expect(simple < 5_000)
    }

    @Test func removingSimplePlaceholdersByBytesEqualsTheGeneralRemoval() {
        for value in Self.values(seed: 0x5245_4D56, count: 6_000) {
            #expect(Placeholders.removing(from: value) == Placeholders.removingInGeneral(from: value), "\(value.debugDescription)")
        }
    }

    @Test func theSimpleFormsAreReadWithScalarOffsets() throws {
        let tokens = try #require(Placeholders.simpleTokens("é%1$@ 写%% %d"))
        #expect(tokens.map(\.offset) == [1, 7, 10])
        #expect(tokens.map(\.position) == [1, nil, nil])
        #expect(Placeholders.simpleTokens("%1$ld") == nil)
        #expect(Placeholders.simpleTokens("100%") == nil)
        #expect(Placeholders.simpleTokens("%10$@") == nil)
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
            #expect(StringsWhitespaceMismatch.lineFeeds(own) == own.countOfByte(UInt8(ascii: "\n")))
        }
        let plain = StringsWhitespaceMismatch.plainEnds("a b", "c.")
        #expect(plain.first && plain.last)
        #expect(!StringsWhitespaceMismatch.plainEnds(" a", "b").first)
        #expect(StringsWhitespaceMismatch.lineFeeds(String(repeating: "ab\n", count: 40)) == 40)
    }
}

/// `strings.untranslated`'s byte comparison of a value with its base value against `==` (canonical
/// equivalence): composed and decomposed accents, marks in either order, ASCII and non-ASCII differences.
@Suite struct StringsUntranslatedEqualityTests {
    @Test func valuesCompareByBytesAsStringsCompare() {
        let pieces = ["e", "é", "e\u{301}", "\u{301}", "\u{316}", "a", "A", " ", "写真", "Å", "A\u{30A}", "\u{212B}", "%@", "ﬁ", "fi", "x"]
        var random = SeededGenerator(seed: 0x4551_5541)
        func value() -> String {
            (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        var equal = 0
        for _ in 0..<20_000 {
            let lhs = value()
            let rhs = Bool.random(using: &random) ? lhs : value()
            let expected = lhs == rhs
            if expected { equal += 1 }
            #expect(StringsUntranslated.equal(lhs, rhs) == expected, "\(lhs.debugDescription) \(rhs.debugDescription)")
        }
        #expect(equal > 5_000)
    }
}
