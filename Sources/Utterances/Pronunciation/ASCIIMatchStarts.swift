/// The first one or two bytes of a dictionary's ASCII literal patterns, lowercased: an ASCII text in which no
/// such byte or pair of bytes occurs (compared lowercased) holds no match of any of them
/// (``PreparedPronunciations/apply(to:leading:)``).
///
/// A text is passed over only when that is certain: a piece with a byte from U+0080 up is left to the matchers,
/// unless every pattern ignores case and the text is fold-safe (``FoldSafeBytes``), whose matches are all made of
/// ASCII bytes.
struct ASCIIMatchStarts: Sendable {
    /// Whether a fold-safe text with bytes from 0x80 up is read too (every pattern ignores case).
    private let readsFoldSafeTexts: Bool
    /// One bit for each lowercased first byte of a one-byte pattern.
    private var singles: (UInt64, UInt64) = (0, 0)
    /// One bit for each lowercased pair of first bytes (first × 128 + second) of a longer pattern.
    private var pairs = [UInt64](repeating: 0, count: 128 * 128 / 64)

    /// The starts of `patterns` (the matchers' ASCII pattern bytes); nil when one of them is nil (a regular
    /// expression, a pattern with a byte from 0x80 up) or empty.
    ///
    /// - Parameter foldingCase: whether every pattern ignores case (then fold-safe non-ASCII texts are read too).
    init?(_ patterns: [[UInt8]?], foldingCase: Bool = false) {
        readsFoldSafeTexts = foldingCase
        for pattern in patterns {
            guard let pattern, let first = pattern.first else { return nil }
            let a = PronunciationMatcher.lower(first)
            if pattern.count == 1 {
                if a < 64 { singles.0 |= 1 << UInt64(a) } else { singles.1 |= 1 << UInt64(a - 64) }
            } else {
                let pair = Int(a) << 7 | Int(PronunciationMatcher.lower(pattern[1]))
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
    }

    /// True when `piece` takes no entry for certain: it is not a text piece (others never take entries), or an
    /// ASCII text in which no pattern can start.
    func certainlyUnmatched(_ piece: Utterance.Piece) -> Bool {
        guard case .text(var text) = piece else { return true }
        let singles = singles
        let readsFoldSafeTexts = readsFoldSafeTexts
        // The pair bits are read through one buffer for the whole text.
        return text.withUTF8 { bytes in
            pairs.withUnsafeBufferPointer { pairs in
                // The previous lowered byte, or -1 at the start.
                var previous = -1
                for index in bytes.indices {
                    let byte = bytes[index]
                    guard byte < 0x80 else {
                        // No match takes in a byte of a fold-safe scalar: the next pair starts afresh.
                        guard readsFoldSafeTexts, byte < 0xC3 || FoldSafeBytes.isSafeScalar(at: index, in: bytes)
                        else { return false }
                        previous = -1
                        continue
                    }
                    let lowered = PronunciationMatcher.lower(byte)
                    let single = lowered < 64 ? singles.0 >> UInt64(lowered) : singles.1 >> UInt64(lowered &- 64)
                    if single & 1 != 0 { return false }
                    if previous >= 0 {
                        let pair = previous << 7 | Int(lowered)
                        if pairs[pair >> 6] >> UInt64(pair & 63) & 1 != 0 { return false }
                    }
                    previous = Int(lowered)
                }
                return true
            }
        }
    }
}
