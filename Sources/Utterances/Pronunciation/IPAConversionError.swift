/// Why an IPA transcription cannot be converted to espeak-ng mnemonics (`speech.md` §3.4).
public enum IPAConversionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A symbol has no key in the language's table. `ipa` is the transcription after normalization and
    /// without its `/…/` or `[…]`; `position` counts its Unicode scalars from 1.
    case unknownSymbol(ipa: String, language: String, symbol: Unicode.Scalar, position: Int)
    /// Nothing is left to convert.
    case empty(ipa: String, language: String)
    /// Lector has no conversion table for the language.
    case noTable(ipa: String, language: String)

    /// A message for a person, e.g.
    /// `IPA "ˈfoʊʘə" (en): symbol "ʘ" (U+0298) at position 5 has no espeak-ng phoneme`.
    public var description: String {
        switch self {
        case .unknownSymbol(let ipa, let language, let symbol, let position):
            "IPA \"\(ipa)\" (\(language)): symbol \(MarkupError.describe(symbol)) at position \(position) "
                + "has no espeak-ng phoneme"
        case .empty(let ipa, let language):
            "IPA \"\(ipa)\" (\(language)) has no symbols to pronounce"
        case .noTable(let ipa, let language):
            "IPA \"\(ipa)\" (\(language)): Lector cannot convert IPA for this language; give espeak-ng "
                + "phonemes or a respelling instead"
        }
    }
}
