/// A dictionary's entries for one language with their matchers built once (`PronunciationDictionary
/// .prepared(for:)`): what a narrator applies to every utterance of that language.
public struct PreparedPronunciations: Sendable {
    let matchers: [PronunciationMatcher]

    init(matchers: [PronunciationMatcher]) {
        self.matchers = matchers
    }

    /// Whether no entry applies.
    public var isEmpty: Bool { matchers.isEmpty }

    /// The pieces with every plain-text piece split into text and overridden words; other pieces are kept.
    ///
    /// - Parameter leading: entries applied first, whatever their language (the element's IPA).
    public func apply(to pieces: [Utterance.Piece], leading: [PronunciationEntry] = []) -> [Utterance.Piece] {
        let all = leading.isEmpty ? matchers : leading.map(PronunciationMatcher.init) + matchers
        guard !all.isEmpty else { return pieces }
        return pieces.flatMap { piece -> [Utterance.Piece] in
            guard case .text(let text) = piece else { return [piece] }
            let candidates = all.filter { $0.mayMatch(text) }
            guard !candidates.isEmpty else { return [piece] }
            return PronunciationDictionary.apply(candidates, to: text)
        }
    }
}
