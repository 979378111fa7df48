/// The user's and the shipped pronunciation entries, applied in layers (`speech.md` §3.1).
///
/// Layers, in order: the element's IPA (given per application), the user entries in the order they were
/// added, then the shipped entries in file order. Text claimed by an earlier layer or entry is not
/// matched again; only plain-text pieces are matched, and a match never spans two pieces.
public struct PronunciationDictionary: Hashable, Sendable {
    /// Entries from `lector pronounce add`, in the order they were added.
    public private(set) var userEntries: [PronunciationEntry]
    /// Entries of the shipped `Pronunciations.strings` files, in file order.
    public var shippedEntries: [PronunciationEntry]

    /// Creates a dictionary.
    public init(userEntries: [PronunciationEntry] = [], shippedEntries: [PronunciationEntry] = []) {
        self.userEntries = []
        self.shippedEntries = shippedEntries
        for entry in userEntries {
            add(entry)
        }
    }

    // MARK: - Editing (`pronounce add`, `pronounce remove`)

    /// Adds a user entry. An entry with the same pattern, match, case flag and language is replaced in
    /// place; otherwise the entry goes last.
    public mutating func add(_ entry: PronunciationEntry) {
        if let index = userEntries.firstIndex(where: { entry.replaces($0) }) {
            userEntries[index] = entry
        } else {
            userEntries.append(entry)
        }
    }

    /// Removes every user entry with that pattern in that language, and returns how many were removed.
    @discardableResult
    public mutating func remove(pattern: String, language: String) -> Int {
        let before = userEntries.count
        userEntries.removeAll {
            $0.pattern == pattern && PronunciationEntry.sameLanguage($0.language, language)
        }
        return before - userEntries.count
    }

    // MARK: - Applying

    /// The entries that apply to an utterance in `language`, in layer order (user, then shipped).
    public func entries(for language: String) -> [PronunciationEntry] {
        (userEntries + shippedEntries).filter { $0.applies(to: language) }
    }

    /// The utterance with its plain-text pieces split into text and overridden words.
    ///
    /// - Parameter leading: entries applied before the user's, such as the element's IPA
    ///   (``PronunciationEntry/elementIPA(label:ipa:language:)``); they apply whatever their language.
    public func apply(to utterance: Utterance, leading: [PronunciationEntry] = []) -> Utterance {
        var result = utterance
        result.pieces = apply(to: utterance.pieces, language: utterance.language, leading: leading)
        return result
    }

    /// The pieces with every plain-text piece split into text and overridden words; other pieces are kept.
    ///
    /// - Parameters:
    ///   - pieces: the pieces of one utterance.
    ///   - language: the utterance's language tag, which selects the entries.
    ///   - leading: entries applied first, whatever their language (the element's IPA).
    public func apply(
        to pieces: [Utterance.Piece], language: String, leading: [PronunciationEntry] = []
    ) -> [Utterance.Piece] {
        prepared(for: language).apply(to: pieces, leading: leading)
    }

    /// The entries of `language` with their matchers built once, for repeated application.
    public func prepared(for language: String) -> PreparedPronunciations {
        PreparedPronunciations(matchers: entries(for: language).map(PronunciationMatcher.init))
    }

    /// One text split by the matchers, in order, each matching only text still unclaimed.
    static func apply(_ matchers: [PronunciationMatcher], to text: String) -> [Utterance.Piece] {
        var claims: [(range: Range<String.Index>, piece: Utterance.Piece)] = []
        for matcher in matchers {
            let scalars = matcher.scalarText(text)
            for open in unclaimedRanges(in: text, claims: claims.map(\.range)) {
                for found in matcher.matches(in: text, within: open, scalars: scalars) {
                    claims.append((found, matcher.entry.piece(for: String(text[found]))))
                }
            }
        }
        guard !claims.isEmpty else { return [.text(text)] }
        claims.sort { $0.range.lowerBound < $1.range.lowerBound }
        var pieces: [Utterance.Piece] = []
        var position = text.startIndex
        for claim in claims {
            if position < claim.range.lowerBound {
                pieces.append(.text(String(text[position..<claim.range.lowerBound])))
            }
            pieces.append(claim.piece)
            position = claim.range.upperBound
        }
        if position < text.endIndex {
            pieces.append(.text(String(text[position...])))
        }
        return pieces
    }

    /// The ranges of `text` not covered by any claim, in order.
    static func unclaimedRanges(in text: String, claims: [Range<String.Index>]) -> [Range<String.Index>] {
        var open: [Range<String.Index>] = []
        var position = text.startIndex
        for claim in claims.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if position < claim.lowerBound {
                open.append(position..<claim.lowerBound)
            }
            position = max(position, claim.upperBound)
        }
        if position < text.endIndex {
            open.append(position..<text.endIndex)
        }
        return open
    }
}
