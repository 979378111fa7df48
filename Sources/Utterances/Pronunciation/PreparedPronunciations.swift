/// A dictionary's entries for one language with their matchers built once (`PronunciationDictionary
/// .prepared(for:)`): what a narrator applies to every utterance of that language.
public struct PreparedPronunciations: Sendable {
    let matchers: [PronunciationMatcher]
    /// When every entry is an ASCII literal: the ways a match can start in ASCII text, so that most texts are
    /// passed over in one scan of their bytes; nil when some entry is a regular expression or not ASCII.
    let asciiStarts: ASCIIMatchStarts?

    init(matchers: [PronunciationMatcher]) {
        self.matchers = matchers
        asciiStarts = ASCIIMatchStarts(
            matchers.map(\.asciiPattern), foldingCase: matchers.allSatisfy { !$0.entry.caseSensitive })
    }

    /// Whether no entry applies.
    public var isEmpty: Bool { matchers.isEmpty }

    /// The pieces with every plain-text piece split into text and overridden words; other pieces are kept.
    ///
    /// - Parameter leading: entries applied first, whatever their language (the element's IPA).
    public func apply(to pieces: [Utterance.Piece], leading: [PronunciationEntry] = []) -> [Utterance.Piece] {
        if leading.isEmpty, let asciiStarts, pieces.allSatisfy({ asciiStarts.certainlyUnmatched($0) }) { return pieces }
        return applyMatching(to: pieces, leading: leading)
    }

    /// True when ``apply(to:leading:)`` of the one text piece `text`, without leading entries, certainly gives the
    /// piece back as it is: no entry, or an ASCII text (or, when every entry ignores case, a fold-safe one:
    /// ``FoldSafeBytes``) in which no entry can start (no piece array to ask).
    public func certainlyLeavesAlone(_ text: String) -> Bool {
        if matchers.isEmpty { return true }
        guard let asciiStarts else { return false }
        return asciiStarts.certainlyUnmatched(.text(text))
    }

    /// ``apply(to:leading:)`` without the ASCII pre-check: every piece asked of every matcher.
    func applyMatching(to pieces: [Utterance.Piece], leading: [PronunciationEntry]) -> [Utterance.Piece] {
        let all = leading.isEmpty ? matchers : leading.map(PronunciationMatcher.init) + matchers
        guard !all.isEmpty else { return pieces }
        // Most pieces hold no entry's word: find the first that may, copying nothing on the way.
        guard let first = pieces.firstIndex(where: { Self.mayHoldMatch($0, all) }) else { return pieces }
        var result: [Utterance.Piece] = []
        var changed = false
        for (index, piece) in pieces.enumerated() where index >= first {
            guard case .text(let text) = piece else {
                if changed { result.append(piece) }
                continue
            }
            var bytes = text
            let candidates = bytes.withUTF8 { utf8 in
                let (ascii, foldSafe) = Self.readings(utf8)
                return all.filter { $0.mayMatch(text, ascii: ascii, foldSafe: foldSafe) }
            }
            guard !candidates.isEmpty else {
                if changed { result.append(piece) }
                continue
            }
            if !changed {
                result.reserveCapacity(pieces.count + 2)
                // Every piece before this one has no candidate (the pieces before `first` were checked above).
                result.append(contentsOf: pieces[..<index])
                changed = true
            }
            result.append(contentsOf: PronunciationDictionary.apply(candidates, to: text))
        }
        return changed ? result : pieces
    }

    /// Whether some matcher may match in `piece` (a text piece; other pieces never take entries).
    private static func mayHoldMatch(_ piece: Utterance.Piece, _ all: [PronunciationMatcher]) -> Bool {
        guard case .text(let text) = piece else { return false }
        var bytes = text
        return bytes.withUTF8 { utf8 in
            let (ascii, foldSafe) = Self.readings(utf8)
            return all.contains { $0.mayMatch(text, ascii: ascii, foldSafe: foldSafe) }
        }
    }

    /// A text's bytes as ``PronunciationMatcher/mayMatch(_:ascii:foldSafe:)`` reads them: as ASCII, or else as a
    /// fold-safe text (``FoldSafeBytes``), or neither.
    private static func readings(
        _ utf8: UnsafeBufferPointer<UInt8>
    ) -> (ascii: UnsafeBufferPointer<UInt8>?, foldSafe: UnsafeBufferPointer<UInt8>?) {
        if utf8.allSatisfy({ $0 < 0x80 }) { return (utf8, nil) }
        return (nil, FoldSafeBytes.isFoldSafe(utf8) ? utf8 : nil)
    }
}
