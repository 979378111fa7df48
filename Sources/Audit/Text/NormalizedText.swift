import Core
import Foundation

/// A text normalized for comparison (audit.md §1.3): NFKC, Unicode full case folding (not
/// locale-tailored), trimmed, each run of whitespace one space; for Arabic also without harakat,
/// superscript alef and tatweel, and with the hamza and madda alefs as plain alef.
///
/// It keeps the display form (NFKC, trimmed and collapsed, original case) beside the folded one,
/// with a map between them, so a match can be quoted as the user wrote it.
public struct NormalizedText: Sendable {
    /// The display form: NFKC, trimmed, whitespace runs collapsed, case kept.
    public let display: [Unicode.Scalar]
    /// The folded form that comparisons use.
    public let folded: [Unicode.Scalar]
    /// For each folded scalar, the index of the display scalar it comes from.
    private let origin: [Int]
    /// Whether apostrophes between letters are word characters (en only).
    private let apostropheJoins: Bool

    /// Normalizes a text for a language (`en`, `de`, `ar`, …: only en and ar change the rules).
    public init(_ text: String, language: String) {
        let base = LanguageTag.language(of: language)
        apostropheJoins = base == "en"
        let arabic = base == "ar"
        var display: [Unicode.Scalar] = []
        var pendingSpace = false
        // ASCII is its own NFKC form: skip Foundation's normalization for it.
        let composed = text.isASCII ? text : text.precomposedStringWithCompatibilityMapping
        display.reserveCapacity(composed.utf8.count)
        for scalar in composed.unicodeScalars {
            if TextCharacters.isWhitespace(scalar) {
                pendingSpace = !display.isEmpty
                continue
            }
            if pendingSpace {
                display.append(" ")
                pendingSpace = false
            }
            display.append(scalar)
        }
        var folded: [Unicode.Scalar] = []
        var origin: [Int] = []
        folded.reserveCapacity(display.count)
        origin.reserveCapacity(display.count)
        for (index, scalar) in display.enumerated() {
            // ASCII folds to itself with A–Z lowered (what ``fold(_:arabic:)`` gives), without a list per scalar.
            if scalar.value < 0x80 {
                let value = scalar.value
                folded.append(
                    (0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(truncatingIfNeeded: value + 32)) : scalar)
                origin.append(index)
                continue
            }
            for output in Self.fold(scalar, arabic: arabic) {
                folded.append(output)
                origin.append(index)
            }
        }
        self.display = display
        self.folded = folded
        self.origin = origin
    }

    /// The folded form as a string.
    public var string: String { String(scalars: folded) }

    /// The display form as a string.
    public var displayString: String { String(scalars: display) }

    /// Whether the text is empty after normalizing.
    public var isEmpty: Bool { folded.isEmpty }

    /// The display text of a range of folded scalars.
    public func displayText(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= folded.count else { return "" }
        return String(scalars: display[origin[range.lowerBound]...origin[range.upperBound - 1]])
    }

    /// Whether the folded scalar at an index is a word character: a letter, mark or number, and in
    /// en also an apostrophe (U+0027, U+2019) with a letter on each side.
    public func isWordCharacter(at index: Int) -> Bool {
        guard index >= 0, index < folded.count else { return false }
        let scalar = folded[index]
        if TextCharacters.isWordCharacter(scalar) { return true }
        guard apostropheJoins, scalar == "'" || scalar == "\u{2019}", index > 0, index + 1 < folded.count else {
            return false
        }
        return TextCharacters.isLetter(folded[index - 1]) && TextCharacters.isLetter(folded[index + 1])
    }

    /// Whether an index of the folded form is a word boundary: the start or end of the text, or a
    /// position next to a non-word character.
    public func isBoundary(at index: Int) -> Bool {
        guard index > 0, index < folded.count else { return true }
        return !isWordCharacter(at: index - 1) || !isWordCharacter(at: index)
    }

    /// The words: maximal runs of word characters, as ranges of the folded form.
    public func words() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for index in 0..<folded.count {
            if isWordCharacter(at: index) {
                if start == nil { start = index }
            } else if let begin = start {
                result.append(begin..<index)
                start = nil
            }
        }
        if let begin = start { result.append(begin..<folded.count) }
        return result
    }

    /// The folded text of a range.
    public func text(_ range: Range<Int>) -> String {
        String(scalars: folded[range])
    }

    // MARK: - Folding

    private static let arabicAlefs: Set<UInt32> = [0x0622, 0x0623, 0x0625]

    static func fold(_ scalar: Unicode.Scalar, arabic: Bool) -> [Unicode.Scalar] {
        if arabic {
            switch scalar.value {
            case 0x064B...0x065F, 0x0670, 0x0640: return []
            case let value where arabicAlefs.contains(value): return ["\u{0627}"]
            default: break
            }
        }
        if scalar.isASCII {
            if ("A"..."Z").contains(scalar) {
                return [Unicode.Scalar(scalar.value + 32) ?? scalar]
            }
            return [scalar]
        }
        guard scalar.properties.changesWhenCaseFolded else { return [scalar] }
        return Array(String(scalar).folding(options: .caseInsensitive, locale: nil).unicodeScalars)
    }
}
