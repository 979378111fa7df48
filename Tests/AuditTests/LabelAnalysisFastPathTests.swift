@testable import Audit
import Benchmarks
import Testing
import TestSupport

/// The per-label fast paths of issue 20's fifth audit pass against the general paths they stand for,
/// on generated labels: a normalized text read from ASCII bytes, a label's scalars read from its
/// bytes, `lorem ipsum` found in the bytes in place.
@Suite struct LabelAnalysisFastPathTests {
    /// Generated labels: ASCII words, case, every ASCII whitespace, punctuation, apostrophes, digits,
    /// runs of spaces at both ends, and some non-ASCII pieces (which leave the byte path).
    static func labels(count: Int, seed: UInt64, asciiOnly: Bool) -> [String] {
        var random = SeededGenerator(seed: seed)
        var pieces = [
            "Vintage", "camera", "IMG_0042.JPG", "don't", "it's", "'quoted'", "lorem", "IPSUM", "Lorem Ipsum", "x", "A",
            "Z", "@", "[", "`", "{", "~", "\u{7F}", "\u{0}", "42", "_", ".", "-", "TODO", "nil", "Untitled", "O'",
        ]
        let separators = [" ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "", "\u{1F}", "\u{1C}"]
        if !asciiOnly { pieces += ["é", "Ärger", "写真", "صورة", "\u{00A0}", "ﬁ", "K\u{212A}", "\u{2019}s", "Straße"] }
        var result = ["", " ", "\t\n", "a", "A", " A ", "lorem ipsum", "xLOREM IPSUMx", "lorem ipsu"]
        for _ in 0..<count {
            var text = ""
            for _ in 0..<Int(random.next() % 7) {
                text += separators[Int(random.next() % UInt64(separators.count))]
                text += pieces[Int(random.next() % UInt64(pieces.count))]
            }
            result.append(text)
        }
        return result + AuditBenchmarkTree.labelPool().prefix(500)
    }

    @Test(arguments: ["en", "de", "ja", "ar"])
    func asciiTextsNormalizeAsTheScalarPathNormalizesThem(language: String) {
        for text in Self.labels(count: 2_000, seed: 21, asciiOnly: true) {
            let fast = NormalizedText(text, language: language)
            let general = NormalizedText(text, language: language, general: true)
            #expect(fast.display == general.display, "\(text.debugDescription)")
            #expect(fast.folded == general.folded, "\(text.debugDescription)")
            #expect(fast.words() == general.words(), "\(text.debugDescription)")
            let count = general.folded.count
            let wordsAgree = (-1...count).allSatisfy { index in
                fast.isWordCharacter(at: index) == general.isWordCharacter(at: index)
                    && fast.isBoundary(at: index) == general.isBoundary(at: index)
            }
            #expect(wordsAgree, "\(text.debugDescription)")
            // Every range of the shorter texts; the longer ones from each start to a few ends.
            let quotesAgree = (0...count).allSatisfy { start in
                (start...(count <= 24 ? count : min(count, start + 3))).allSatisfy { end in
                    fast.displayText(start..<end) == general.displayText(start..<end)
                }
            }
            #expect(quotesAgree, "\(text.debugDescription)")
        }
    }

    @Test func labelScalarsAreTheScalarViews() {
        for text in Self.labels(count: 2_000, seed: 22, asciiOnly: false) {
            #expect(LabelNotHumanReadableCheck.scalars(of: text) == Array(text.unicodeScalars), "\(text.debugDescription)")
        }
    }

    @Test func loremIpsumIsFoundAsInACopyOfTheBytes() {
        let target = Array("lorem ipsum".utf8)
        for text in Self.labels(count: 3_000, seed: 23, asciiOnly: false) {
            let bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }
            let expected = bytes.count >= target.count
                && (0...(bytes.count - target.count)).contains { bytes[$0..<$0 + target.count].elementsEqual(target) }
            #expect(LabelNotHumanReadableCheck.containsLoremIpsum(text) == expected, "\(text.debugDescription)")
        }
    }

    /// The table finds, for every text, the analysed form of the first text the standard library's
    /// dictionary takes for the same key (canonical equivalence: `é` and `e` + U+0301, `K` and U+212A).
    @Test func textTableFindsWhatTheDictionaryFinds() {
        var texts = Self.labels(count: 3_000, seed: 24, asciiOnly: false)
        texts += ["K", "\u{212A}", "a;", "a\u{037E}", "`x", "\u{1FEF}x", "\u{212A}\u{037E}\u{1FEF}", "K;`", "é", "e\u{0301}",
            "\u{212A}\u{0301}", "\u{1E30}", "K\u{0301}", "Å", "\u{212B}", "A\u{030A}"]
        var random = SeededGenerator(seed: 25)
        // Each text several times, in a shuffled order, so that equivalents come both ways round.
        var order = texts + texts + texts
        for index in order.indices.reversed() { order.swapAt(index, Int(random.next() % UInt64(index + 1))) }
        var table = TextTable()
        var reference: [String: AnalysedText] = [:]
        for text in order {
            let expected = reference[text] ?? {
                let analysed = AnalysedText(text, language: "en")
                reference[text] = analysed
                return analysed
            }()
            let found = table.analysed(text) { AnalysedText($0, language: "en") }
            #expect(found.raw.unicodeScalars.elementsEqual(expected.raw.unicodeScalars), "\(text.debugDescription)")
        }
    }
}
