import Core
import Testing

/// Apple's format-specifier grammar: valid specifiers with their parts, ranges and argument
/// classes, and invalid ones with their position.
@Suite struct FormatStringTests {
    /// Each case: text, specifier as written, argument class.
    @Test(arguments: [
        ("%@", "%@", FormatArgumentClass.object),
        ("%d", "%d", .integer),
        ("%i", "%i", .integer),
        ("%ld", "%ld", .integer),
        ("%lld", "%lld", .integer),
        ("%lu", "%lu", .integer),
        ("%zd", "%zd", .integer),
        ("%hhd", "%hhd", .integer),
        ("%qd", "%qd", .integer),
        ("%jd", "%jd", .integer),
        ("%td", "%td", .integer),
        ("%D", "%D", .integer),
        ("%U", "%U", .integer),
        ("%x", "%x", .integer),
        ("%08X", "%08X", .integer),
        ("%o", "%o", .integer),
        ("%O", "%O", .integer),
        ("%1$ld", "%1$ld", .integer),
        ("%.1f", "%.1f", .floatingPoint),
        ("%Lf", "%Lf", .floatingPoint),
        ("%-+#0'10.3e", "%-+#0'10.3e", .floatingPoint),
        ("%E", "%E", .floatingPoint),
        ("%g", "%g", .floatingPoint),
        ("%G", "%G", .floatingPoint),
        ("%a", "%a", .floatingPoint),
        ("%A", "%A", .floatingPoint),
        ("%F", "%F", .floatingPoint),
        ("%s", "%s", .cString),
        ("%S", "%S", .cString),
        ("%ls", "%ls", .cString),
        ("%c", "%c", .character),
        ("%C", "%C", .character),
        ("%p", "%p", .pointer),
        ("%n", "%n", .count),
        ("%#@photos@", "%#@photos@", .variable),
        ("%2$#@count@", "%2$#@count@", .variable),
        ("x %*d y", "%*d", .integer),
        ("%.*f", "%.*f", .floatingPoint),
        ("%*1$.*2$f", "%*1$.*2$f", .floatingPoint),
        ("%10$@", "%10$@", .object),
    ])
    func readsApplesSpecifiers(text: String, written: String, type: FormatArgumentClass) throws {
        let format = FormatString(text)
        #expect(format.invalid.isEmpty)
        let specifier = try #require(format.specifiers.first)
        #expect(format.specifiers.count == 1)
        #expect(specifier.text == written)
        #expect(specifier.argumentClass == type)
        let start = text.unicodeScalars.count - text.unicodeScalars.drop { $0 != "%" }.count
        #expect(specifier.range == start..<start + written.unicodeScalars.count)
    }

    @Test func partsOfASpecifier() throws {
        let specifier = try #require(FormatString("%2$-08.*3$lld").specifiers.first)
        #expect(specifier.position == 2)
        #expect(specifier.flags == "-0")
        #expect(specifier.width == .fixed(8))
        #expect(specifier.precision == .argument(position: 3))
        #expect(specifier.length == .ll)
        #expect(specifier.conversion == "d")
        let variable = try #require(FormatString("%#@files@").specifiers.first)
        #expect(variable.variable == "files")
        #expect(try #require(FormatString("%.f").specifiers.first).precision == .fixed(0))
        #expect(try #require(FormatString("%u").specifiers.first).isUnsigned)
    }

    /// Each case: text, invalid text, its range, reason.
    @Test(arguments: [
        ("100%", "%", 3..<4, InvalidFormatSpecifier.Reason.incomplete),
        ("100% done", "% ", 3..<5, .lonePercent),
        ("% p", "% ", 0..<2, .lonePercent),
        ("%-5 d", "%-5 ", 0..<4, .unknownConversion(" ")),
        ("%1ημ", "%1η", 0..<3, .unknownConversion("η")),
        ("a %y", "%y", 2..<4, .unknownConversion("y")),
        ("%1$", "%1$", 0..<3, .incomplete),
        ("%l", "%l", 0..<2, .incomplete),
        ("%0$d", "%0$", 0..<3, .positionZero),
        ("%#@name", "%#@name", 0..<7, .incomplete),
        ("%#@@", "%#@", 0..<3, .incomplete),
        ("%5.k", "%5.k", 0..<4, .unknownConversion("k")),
        ("v %1000000$@", "%1000000$", 2..<11, .positionTooLarge),
        ("%100$d", "%100$", 0..<5, .positionTooLarge),
        ("%*100$d", "%*100$", 0..<6, .positionTooLarge),
    ])
    func reportsInvalidSpecifiersWithTheirPosition(
        text: String, written: String, range: Range<Int>, reason: InvalidFormatSpecifier.Reason
    ) throws {
        let problem = try #require(FormatString(text).invalid.first)
        #expect(problem.text == written)
        #expect(problem.range == range)
        #expect(problem.reason == reason)
    }

    @Test func percentSignsAndTextBetween() {
        let format = FormatString("100%% of %@, %%d")
        #expect(format.specifiers.map(\.text) == ["%@"])
        #expect(format.tokens.count == 3)
        #expect(format.invalid.isEmpty)
        #expect(FormatString("no percent").tokens.isEmpty)
    }

    @Test func argumentsCountStarsAndPositions() {
        let ordered = FormatString("%*.*f and %@")
        #expect(ordered.arguments.map(\.position) == [1, 2, 3, 4])
        #expect(ordered.arguments.map(\.argumentClass) == [.integer, .integer, .floatingPoint, .object])
        #expect(!ordered.mixesForms)
        let numbered = FormatString("%2$@ %1$ld")
        #expect(numbered.arguments.map(\.position) == [2, 1])
        #expect(numbered.arguments.allSatisfy { $0.isNumbered })
        #expect(FormatString("%1$@ and %@").mixesForms)
    }

    @Test func positionsUpToTheLimitAreRead() throws {
        let specifier = try #require(FormatString("%99$@ %1$d").specifiers.first)
        #expect(specifier.position == FormatString.maximumPosition)
    }

    @Test func aHugePositionIsReadInOnePass() {
        // A million digits: the number saturates and the specifier is refused, not worked out per position.
        let format = FormatString("%" + String(repeating: "9", count: 1_000_000) + "$@")
        #expect(format.specifiers.isEmpty)
        #expect(format.invalid.first?.reason == .positionTooLarge)
    }
}
