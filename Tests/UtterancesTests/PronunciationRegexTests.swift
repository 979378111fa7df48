import Foundation
import Testing

@testable import Utterances

/// The linear-time matcher of regex pronunciations (issue 40): ICU's matches for the subset it reads, in bounded
/// work for any pattern, and a clear refusal of the rest.
@Suite struct PronunciationRegexTests {
    /// The leftmost match of `pattern` in `text` as scalar offsets.
    static func match(_ pattern: String, _ text: String, caseSensitive: Bool = true) throws -> Range<Int>? {
        let regex = try PronunciationRegex(pattern, caseSensitive: caseSensitive)
        let prepared = regex.text(text)
        return regex.firstMatch(in: prepared, from: 0, to: prepared.scalars.count)
    }

    /// ICU's leftmost match (NSRegularExpression), as scalar offsets.
    static func icuMatch(_ pattern: String, _ text: String, caseSensitive: Bool = true) throws -> Range<Int>? {
        let regex = try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
        guard
            let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)),
            let range = Range(found.range, in: text)
        else { return nil }
        let start = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + text.unicodeScalars[range].count)
    }

    @Test(arguments: [
        ("(a+)+b", "aaab"), ("(a+)+b", "xaaa"), ("colou?r", "The colour red"), ("a|ab", "xab"), ("ab|a", "xab"),
        ("a*?b", "aaab"), ("a+?", "aaa"), ("a{2,3}", "aaaa"), ("a{2,3}?", "aaaa"), ("a{2}", "a aa"),
        ("a{2,}", "aaaaa"), ("[a-c]+", "xxbcay"), ("[^a-c]+", "abxyzc"), ("\\d+", "room 101"),
        ("\\w+", "  héllo wörld"), ("\\s+", "a \t b"), ("\\bcat\\b", "concat cat"), ("\\Bcat", "cat concat"),
        ("^ab", "abab"), ("ab$", "abab"), ("x^", "xx"), ("(?:ab)+", "ababab"), ("Dr\\.", "Dr. Who"),
        ("[.]", "a.b"), ("[\\d-]+", "call 555-1234"), ("a.c", "abc a\nc"), ("(a|b)*c", "ababc"),
        ("(a*)*b", "aaab"), ("(|a)+b", "ab"), ("ü+", "Müüller"), ("[ä-ü]", "zöz"), ("[\\]x]", "a]"),
        ("(a|ab)(c|bcd)", "abcd"), ("GIF|JPEG", "a JPEG file"),
    ])
    func caseSensitiveMatchesAreICUs(pattern: String, text: String) throws {
        #expect(try Self.match(pattern, text) == Self.icuMatch(pattern, text), "\(pattern) in \(text)")
    }

    @Test(arguments: [
        ("photorama", "PhotoRama"), ("[a-c]+", "xABCy"), ("straße", "STRAßE"), ("é", "É"), ("[É]", "é"),
        ("\\w+", "ÀB"),
    ])
    func caseInsensitiveMatchesAreICUs(pattern: String, text: String) throws {
        #expect(
            try Self.match(pattern, text, caseSensitive: false)
                == Self.icuMatch(pattern, text, caseSensitive: false), "\(pattern) in \(text)")
    }

    /// `(a+)+b` against 40 `a`s takes 2^40 steps in a backtracking matcher; here it returns (no match).
    @Test func nestedQuantifiersOnALongNonMatchReturn() throws {
        #expect(try Self.match("(a+)+b", String(repeating: "a", count: 40)) == nil)
        #expect(try Self.match("(a|a)*c", String(repeating: "a", count: 40)) == nil)
        #expect(try Self.match("(\\w*)*x", String(repeating: "ab", count: 5_000)) == nil)
        #expect(try Self.match("(a+)+b", String(repeating: "a", count: 40) + "b") == 0..<41)
    }

    @Test func theEntryMatchesThroughTheDictionary() throws {
        let entry = try PronunciationEntry(
            pattern: "(a+)+b", match: .regex, kind: .say, replacement: "bee", language: "en")
        let dictionary = PronunciationDictionary(userEntries: [entry])
        let long = String(repeating: "a", count: 40)
        #expect(dictionary.apply(to: [.text(long)], language: "en") == [.text(long)])
        #expect(
            dictionary.apply(to: [.text("say aab now")], language: "en") == [
                .text("say "), .respelled(alias: "bee", original: "aab"), .text(" now"),
            ])
    }

    @Test(arguments: [
        "(a)\\1", "(?=a)b", "(?!a)b", "(?<=a)b", "(?i)a", "a*+", "a++", "\\p{L}", "[[a-z]&&[^aeiou]]", "a{101}",
        "\\Qa\\E", "\\x41", "(?<name>a)",
    ])
    func syntaxOutsideTheSubsetIsRefused(pattern: String) throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationRegex(pattern, caseSensitive: true)
        }
        guard case .unsupportedRegex(let refused, _) = error else {
            Issue.record("\(String(describing: error)) for \(pattern)")
            return
        }
        #expect(refused == pattern)
    }

    @Test(arguments: ["(a", "a)", "[a", "a{2,1}", "*a", "a**", "[z-a]", "\\"])
    func malformedPatternsDoNotCompile(pattern: String) throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationRegex(pattern, caseSensitive: true)
        }
        #expect(error == .invalidRegex(pattern: pattern))
    }

    @Test func countsThatExpandPastTheLimitAreRefused() throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationRegex("((a{100}){100}){100}", caseSensitive: true)
        }
        guard case .unsupportedRegex = error else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    @Test func aPatternThatCanMatchNothingIsRefusedAsBefore() throws {
        let error = #expect(throws: PronunciationError.self) {
            try PronunciationEntry(pattern: "a*", match: .regex, kind: .say, replacement: "x", language: "en")
        }
        #expect(error == .regexMatchesEmpty(pattern: "a*"))
    }
}
