import Accessibility
import Core
import TestSupport
import Testing

@testable import Audit

/// The audit's fast paths (issue 20) against the general paths they replace, on generated input:
/// a divergence fails here before it changes a finding.
@Suite struct FastPathTests {
    static let languages = ["en", "de", "es", "fr", "ja", "ar"]

    /// Texts made of a list's own entries (as written, in other cases, with `ال` before them)
    /// between filler words and punctuation, so that whole-word, end-only and article rules all
    /// come into play.
    static func texts(from entries: [String], language: String, count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let filler = ["photo", "Foto", "写真", "صورة", "item", "x", "tap", "DOUBLE", "on", "off", "1", "’s", "don't"]
        let separators = [" ", "  ", ", ", ". ", "!", "", "-", "\u{00A0}", "「", "」", "\t"]
        var result: [String] = []
        for _ in 0..<count {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % 5)) {
                var piece = random.next() % 3 == 0 ? random.pick(filler) : random.pick(entries)
                switch random.next() % 6 {
                case 0: piece = piece.uppercased()
                case 1: piece = piece.capitalized
                case 2 where language == "ar": piece = "ال" + piece
                default: break
                }
                text += random.pick(separators) + piece
            }
            text += random.pick(["", ".", "?", " …", "…"])
            result.append(text)
        }
        return result
    }

    @Test(arguments: languages)
    func phraseListMatchesAgreeWithTheEntryByEntryScan(language: String) throws {
        let lists = try #require(WordLists.compiled(for: language))
        var phraseLists = [lists.stateWords, lists.actionWords, lists.genericLinkWords, lists.invariantWords]
        phraseLists += TraitWordRow.allCases.compactMap { lists.traitWords[$0] }
        if let subjects = lists.subjectWords { phraseLists.append(subjects) }
        var compared = 0
        var matched = 0
        for (number, list) in phraseLists.enumerated() {
            let written = list.entries.map(\.text)
            for text in Self.texts(from: written, language: language, count: 300, seed: UInt64(number + 1)) {
                let normalized = NormalizedText(text, language: language)
                let fast = list.matches(in: normalized)
                #expect(fast == list.matchesByEntry(in: normalized), "\(language): \(text)")
                compared += 1
                if !fast.isEmpty { matched += 1 }
            }
        }
        // The generated texts really contain entries: most of them match.
        #expect(matched * 2 > compared)
    }

    @Test(arguments: languages)
    func placeholderEqualityAgreesWithTheEntryByEntryScan(language: String) throws {
        let lists = try #require(WordLists.compiled(for: language))
        for list in [lists.placeholderLabels, lists.imagePlaceholderLabels] {
            let written = list.entries.map(\.text)
            var equal = 0
            var texts = Self.texts(from: written, language: language, count: 200, seed: 7)
            texts += written + written.map { "« " + $0.uppercased() + " »" } + written.map { $0 + "." }
            for text in texts {
                let normalized = NormalizedText(text, language: language)
                let fast = list.equalsEntry(normalized)
                #expect(fast == list.equalsEntryByEntry(normalized), "\(language): \(text)")
                if fast { equal += 1 }
            }
            #expect(written.isEmpty || equal >= written.count)
        }
    }

    @Test func traitRowMaskIsTheMaskOfTheRows() throws {
        let traits: [AccessibilityTraits] = AccessibilityTraits.canonicalOrder.map(\.trait)
        var random = SeededGenerator(seed: 11)
        let strings = try StringsTables.english()
        var sets: [AccessibilityTraits] = traits
        for _ in 0..<500 {
            var set: AccessibilityTraits = []
            for _ in 0..<(1 + Int(random.next() % 4)) { set.insert(random.pick(traits)) }
            sets.append(set)
        }
        for set in sets {
            for container in [ContainerKind.none, .tabBar] {
                let child = AccessibilityElement(label: "Item", traits: set)
                let root = AccessibilityElement(label: "Bar", container: container, children: [child])
                let context = ScreenContext(
                    screen: AuditScreen(name: "rows.json", tree: AccessibilityTree(root: root), isTreeFile: true),
                    passLocale: "en", strings: strings, cache: TextCache())
                let element = context.element(1)
                #expect(element.traitRowMask == TraitWordRow.mask(element.traitRows), "\(set)")
            }
        }
    }

    @Test func asciiPunctuationIsTheGeneralCategorys() throws {
        var punctuation = 0
        for value in UInt32(0)..<0x80 {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(TextCharacters.isPunctuation(scalar) == TextCharacters.isPunctuationByCategory(scalar), "\(value)")
            if TextCharacters.isPunctuation(scalar) { punctuation += 1 }
        }
        #expect(punctuation == 23)
        // Beyond ASCII the category decides, as before.
        for scalar in ["\u{00A1}", "\u{2019}", "\u{3001}", "\u{00A2}", "\u{060C}"] as [Unicode.Scalar] {
            #expect(TextCharacters.isPunctuation(scalar) == TextCharacters.isPunctuationByCategory(scalar))
        }
    }
}

extension FastPathTests {
    @Test(arguments: [false, true])
    func asciiFoldsAsTheGeneralFold(arabic: Bool) {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let text = NormalizedText("x" + String(scalar) + "y", language: arabic ? "ar" : "en")
            let expected =
                [Unicode.Scalar("x")]
                + (TextCharacters.isWhitespace(scalar) ? [" "] : NormalizedText.fold(scalar, arabic: arabic))
                + [Unicode.Scalar("y")]
            #expect(text.folded == expected, "U+\(String(value, radix: 16))")
        }
    }
}

extension FastPathTests {
    @Test func byteRunsAreFoundAsTheScalarScanFindsThem() {
        var random = SeededGenerator(seed: 9)
        let pieces = ["TODO", "TOD", "O", "FIXME", "TBD", "todo", "é", "写真", " ", "x", "_", "TO\u{0301}DO"]
        for _ in 0..<1_000 {
            let text = (0..<Int(random.next() % 6)).map { _ in random.pick(pieces) }.joined()
            for word in ["TODO", "FIXME", "TBD", "é"] {
                let scalars = Array(text.unicodeScalars)
                let target = Array(word.unicodeScalars)
                let expected =
                    target.count <= scalars.count
                    && (0...(scalars.count - target.count)).contains {
                        scalars[$0..<$0 + target.count].elementsEqual(target)
                    }
                #expect(text.containsBytes(of: word) == expected, "\(text) \(word)")
            }
        }
    }
}

extension SeededGenerator {
    /// One of `items`, chosen by the next number (the generated texts of ``FastPathTests``).
    fileprivate mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}
