/// Why a value cannot be placed in markup: a respelling (`speech.md` §2.3 rule 4) or the content of a
/// `[[…]]` phoneme block (rule 5).
public enum MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The respelling is empty.
    case emptyRespelling
    /// The respelling contains a character that may not appear in an attribute value.
    /// `position` counts Unicode scalars from 1.
    case forbiddenInRespelling(respelling: String, character: Unicode.Scalar, position: Int)
    /// The phoneme block is empty.
    case emptyPhonemes
    /// The phoneme block contains a character other than printable ASCII, or one of `[ ] < > &`.
    /// `position` counts Unicode scalars from 1.
    case forbiddenInPhonemes(mnemonics: String, character: Unicode.Scalar, position: Int)
    /// A word of the phoneme block (between spaces) has more than `maximum` characters, more than the engine
    /// takes safely (``MarkupValidator/maximumPhonemeWordLength``).
    case phonemeWordTooLong(mnemonics: String, maximum: Int)

    /// A message for a person: what is wrong and what is allowed.
    public var description: String {
        switch self {
        case .emptyRespelling:
            "the respelling is empty; give the word as it should be read"
        case .forbiddenInRespelling(let respelling, let character, let position):
            "respelling \"\(respelling)\": \(Self.describe(character)) at position \(position) is not "
                + "allowed; a respelling may not contain \", &, <, >, [, ] or control characters"
        case .emptyPhonemes:
            "the espeak-ng phonemes are empty; give mnemonics such as f'oUt@r,A:m@"
        case .forbiddenInPhonemes(let mnemonics, let character, let position):
            "espeak-ng phonemes \"\(mnemonics)\": \(Self.describe(character)) at position \(position) is "
                + "not allowed; mnemonics are printable ASCII without [, ], <, > and &"
        case .phonemeWordTooLong(let mnemonics, let maximum):
            "espeak-ng phonemes \"\(mnemonics.prefix(40))…\": a word of more than \(maximum) characters; "
                + "split it with spaces"
        }
    }

    /// `"ʘ" (U+0298)`, or just the code point for an invisible character.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        if scalar.properties.generalCategory == .control || scalar == " " {
            return code
        }
        return "\"\(scalar)\" (\(code))"
    }
}

extension String {
    /// The string padded on the left with zeros to at least `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
