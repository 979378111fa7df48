/// Why a pronunciation entry cannot be created (`speech.md` §3.2). `pronounce add` exits 64 with the
/// description.
public enum PronunciationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern is empty.
    case emptyPattern
    /// The pattern holds a control character (C0, DEL, C1): no label or text says one, and Foundation's string
    /// search traps on U+0000 in a pattern (found by the `pronunciation` fuzz target, issue 40).
    case controlCharacterInPattern(Unicode.Scalar)
    /// A phoneme kind (`ipa`, `espeak`) with `--match anywhere`: phonemes glued to letters are misread.
    case phonemesNeedWordBoundaries(pattern: String)
    /// The regular expression does not compile.
    case invalidRegex(pattern: String)
    /// The regular expression can match the empty string.
    case regexMatchesEmpty(pattern: String)
    /// The regular expression uses ICU syntax that a linear-time matcher cannot follow (backreferences,
    /// lookaround), or is larger than its limits; `construct` names what, in English.
    case unsupportedRegex(pattern: String, construct: String)
    /// The IPA replacement cannot be converted.
    case ipa(IPAConversionError)
    /// The `espeak` or `say` replacement cannot be placed in markup.
    case markup(MarkupError)
    /// A value of a shipped `Pronunciations.strings` is neither `[[…]]` nor `/…/`.
    case invalidShippedValue(word: String, value: String, language: String)

    /// A message for a person: what is wrong and what to do.
    public var description: String {
        switch self {
        case .emptyPattern:
            "the word to pronounce is empty"
        case .controlCharacterInPattern(let scalar):
            "the word to pronounce holds the control character \(PronunciationError.code(scalar)); type the word as it is written"
        case .phonemesNeedWordBoundaries(let pattern):
            "\"\(pattern)\": phonemes (--ipa, --espeak) replace whole words only; use --match word or "
                + "regex, or a respelling with --say"
        case .invalidRegex(let pattern):
            "regular expression \"\(pattern)\" does not compile"
        case .unsupportedRegex(let pattern, let construct):
            "regular expression \"\(pattern)\" uses \(construct), which Lector does not match; it reads literals, "
                + "., [classes], \\d \\w \\s \\b ^ $, groups, | and * + ? {n,m} (m at most 100)"
        case .regexMatchesEmpty(let pattern):
            "regular expression \"\(pattern)\" can match empty text; make it match at least one character"
        case .ipa(let error):
            error.description
        case .markup(let error):
            error.description
        case .invalidShippedValue(let word, let value, let language):
            "pronunciation of \"\(word)\" (\(language)): \"\(value)\" is neither [[espeak-ng phonemes]] "
                + "nor /IPA/"
        }
    }

    /// `U+0000`: a scalar as its code, never the character itself.
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
