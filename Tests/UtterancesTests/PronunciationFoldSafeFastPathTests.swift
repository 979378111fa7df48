import Foundation
import TestSupport
import Testing

@testable import Utterances

/// The pre-check's way over non-ASCII texts (``FoldSafeBytes``, issue 20): a fold-safe text in which no entry of a
/// dictionary that ignores case can start is one Foundation's search (the matchers, asked piece by piece) leaves
/// alone, and the scalars said to be safe are ones Foundation's case-insensitive search never matches with ASCII.
@Suite struct PronunciationFoldSafeFastPathTests {
    /// Texts of ASCII letters mixed with accented letters (precomposed and combining), the scalars that fold to
    /// ASCII, other scripts, ignorable and joining characters.
    static let textAlphabet: [Character] =
        Array("LlEeCcTtOoRrAaNnSsKkFfIi -'.") + [
            "é", "É", "è", "ß", "ẞ", "ſ", "ﬁ", "ﬀ", "ﬆ", "\u{212A}", "\u{037E}", "\u{1FEF}", "İ", "ı", "Å", "\u{212B}",
            "ø", "ł", "λ", "Σ", "ς", "д", "Ж", "ع", "レ", "漢", "한", "😀", "\u{200B}", "\u{00AD}", "\u{200D}",
            "e\u{301}", "l\u{308}", "Ｌ", "ｅ", "①", "㎏", "ǈ", "ǅ", "ŉ", "ǰ",
        ]

    static func entry(_ pattern: String, match: PronunciationEntry.Match) throws -> PronunciationEntry {
        try PronunciationEntry(
            pattern: pattern, match: match, caseSensitive: false, kind: .say, replacement: "x", language: "en")
    }

    /// Dictionaries whose entries all ignore case (the shipped ones do), so the pre-check reads non-ASCII texts.
    static func dictionaries() throws -> [PreparedPronunciations] {
        var generator = SeededGenerator(seed: 4242)
        let patternAlphabet: [Character] = Array("LlEeCcTtOoRrSsKkFfIi-'.")
        var result: [PreparedPronunciations] = [
            PronunciationDictionary().prepared(for: "en"),
            PronunciationDictionary(shippedEntries: [try entry("Lector", match: .word)]).prepared(for: "en"),
            PronunciationDictionary(shippedEntries: [try entry("ss", match: .anywhere)]).prepared(for: "en"),
            PronunciationDictionary(shippedEntries: [try entry("k", match: .anywhere)]).prepared(for: "en"),
        ]
        for _ in 0..<60 {
            var entries: [PronunciationEntry] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var pattern = generator.string(from: patternAlphabet, maxLength: 4)
                if !pattern.contains(where: \.isLetter) { pattern = "fi" + pattern }
                let match: PronunciationEntry.Match = Bool.random(using: &generator) ? .word : .anywhere
                guard let made = try? entry(pattern, match: match) else { continue }
                entries.append(made)
            }
            result.append(PronunciationDictionary(userEntries: entries).prepared(for: "en"))
        }
        return result
    }

    @Test func aNonASCIITextPassedOverIsOneTheMatchersLeaveAlone() throws {
        var generator = SeededGenerator(seed: 2026)
        var passedOver = 0
        for prepared in try Self.dictionaries() {
            let starts = try #require(prepared.asciiStarts)
            for _ in 0..<250 {
                let text = generator.string(from: Self.textAlphabet, maxLength: 10)
                // Every matcher asked through Foundation's search, no pre-check of any kind.
                let general = PronunciationDictionary.apply(prepared.matchers, to: text)
                let scalars = text.unicodeScalars.map(\.value)
                var bytes = text
                if bytes.withUTF8({ FoldSafeBytes.isFoldSafe($0) }) {
                    #expect(prepared.apply(to: [.text(text)]) == general, "\(scalars)")
                    #expect(prepared.applyMatching(to: [.text(text)], leading: []) == general, "\(scalars)")
                } else {
                    // Not fold-safe: the first-letter check of before decides, as it did (it misses "ss" in "ß",
                    // which Foundation finds; kept, so that no word changes).
                    #expect(prepared.apply(to: [.text(text)]) == prepared.applyMatching(to: [.text(text)], leading: []))
                }
                guard starts.certainlyUnmatched(.text(text)) else { continue }
                #expect(general == [.text(text)], "\(scalars)")
                if text.utf8.contains(where: { $0 >= 0x80 }) { passedOver += 1 }
            }
        }
        // The way over non-ASCII texts is taken (else it would be no faster).
        #expect(passedOver > 1_000)
    }

    @Test func caseSensitiveEntriesKeepNonASCIITextsForTheMatchers() throws {
        let entry = try PronunciationEntry(
            pattern: "Lector", match: .word, caseSensitive: true, kind: .say, replacement: "x", language: "en")
        let starts = try #require(PronunciationDictionary(userEntries: [entry]).prepared(for: "en").asciiStarts)
        #expect(!starts.certainlyUnmatched(.text("Café")))
        #expect(starts.certainlyUnmatched(.text("Cafe")))
    }

    /// The listed scalars against a scalar-by-scalar reading.
    @Test func foldSafeBytesFindTheListedScalars() {
        let listed = Set<UInt32>([0xDF, 0x17F, 0x37E, 0x1E9E, 0x1FEF, 0x212A]).union(UInt32(0xFB00)...0xFB06)
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<3_000 {
            var text = generator.string(from: Self.textAlphabet, maxLength: 8)
            let expected = !text.unicodeScalars.contains { listed.contains($0.value) }
            let found = text.withUTF8 { FoldSafeBytes.isFoldSafe($0) }
            #expect(found == expected, "\(text.unicodeScalars.map(\.value))")
        }
        for value in listed {
            var text = "a" + String(Unicode.Scalar(value)!) + "b"
            let safe = text.withUTF8 { FoldSafeBytes.isFoldSafe($0) }
            #expect(!safe, "\(value)")
        }
    }

    /// Every scalar of the Basic Multilingual Plane not listed: Foundation's case-insensitive search finds no ASCII
    /// part of its case mappings, decompositions or folding in it, and no ASCII pair across it.
    @Test func foundationMatchesNoASCIIInAFoldSafeScalar() {
        var failures: [UInt32] = []
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            var bytes = text
            guard bytes.withUTF8({ FoldSafeBytes.isFoldSafe($0) }) else { continue }
            if "a\(text)b".range(of: "ab", options: .caseInsensitive) != nil {
                failures.append(value)
                continue
            }
            let properties = scalar.properties
            let forms = [
                properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping,
                text.decomposedStringWithCanonicalMapping, text.decomposedStringWithCompatibilityMapping,
                text.folding(options: .caseInsensitive, locale: nil),
            ]
            for form in forms {
                let scalars = form.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 }
                let ascii = String(String.UnicodeScalarView(scalars))
                guard !ascii.isEmpty else { continue }
                if text.range(of: ascii, options: .caseInsensitive) != nil
                    || ascii.contains(where: { text.range(of: String($0), options: .caseInsensitive) != nil })
                {
                    failures.append(value)
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.map { String($0, radix: 16) })")
    }
}
