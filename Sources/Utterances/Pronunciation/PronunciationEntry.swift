import Core
import Foundation

/// One pronunciation override (`speech.md` §3.2): a pattern, how it matches, and what replaces it.
///
/// An entry is validated when it is created, so a value of this type always yields valid markup.
public struct PronunciationEntry: Hashable, Sendable {
    /// How the pattern is matched.
    public enum Match: String, Hashable, Sendable, CaseIterable, Codable {
        /// The pattern literally, with no letter, digit or `_` directly before or after it. The default.
        case word
        /// The pattern literally, also inside words. Not allowed with a phoneme kind.
        case anywhere
        /// A regular expression in the subset of ICU's syntax ``PronunciationRegex`` reads, matched in linear time;
        /// the replacement is literal.
        case regex
    }

    /// What the replacement is.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// IPA, converted to the voice's mnemonics (§3.4).
        case ipa
        /// espeak-ng mnemonics, sent as `[[…]]` unchanged.
        case espeak
        /// A respelling, sent as `<sub alias="…">`.
        case say

        /// True for the kinds that become a `[[…]]` phoneme block.
        public var isPhonemes: Bool { self != .say }
    }

    /// The text to find.
    public let pattern: String
    /// How ``pattern`` is matched.
    public let match: Match
    /// True when case must match exactly; by default case is ignored.
    public let caseSensitive: Bool
    /// What ``replacement`` is.
    public let kind: Kind
    /// The IPA, mnemonics or respelling, as given (`[[…]]` around mnemonics removed).
    public let replacement: String
    /// The BCP 47 tag of the language the entry applies to: `de` applies to every `de-*`, `de-AT` only
    /// to `de-AT`.
    public let language: String
    /// The mnemonics sent for a phoneme kind (converted IPA, or the espeak replacement); nil for `say`.
    public let mnemonics: String?

    /// Creates and validates an entry.
    ///
    /// - Throws: ``PronunciationError`` for an empty pattern or one holding a control character, a phoneme kind with `anywhere`, a regex that
    ///   does not compile, uses syntax outside the subset or can match the empty string, IPA that does not convert for `language`,
    ///   mnemonics (given or converted) outside §2.3 rule 5, a word of them longer than the engine takes
    ///   (``MarkupValidator/maximumPhonemeWordLength``), or a respelling outside rule 4.
    public init(
        pattern: String, match: Match = .word, caseSensitive: Bool = false, kind: Kind,
        replacement: String, language: String
    ) throws(PronunciationError) {
        guard !pattern.isEmpty else { throw .emptyPattern }
        if let control = pattern.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .controlCharacterInPattern(control)
        }
        if match == .anywhere && kind.isPhonemes {
            throw .phonemesNeedWordBoundaries(pattern: pattern)
        }
        if match == .regex {
            _ = try Self.compiledRegex(pattern, caseSensitive: caseSensitive)
        }
        var replacement = replacement
        switch kind {
        case .ipa:
            let converted: String
            do {
                converted = try PhonemeTable.phonemes(forIPA: replacement, language: language)
            } catch {
                throw .ipa(error)
            }
            do {
                try MarkupValidator.validatePhonemes(converted)
            } catch {
                throw .markup(error)
            }
            mnemonics = converted
        case .espeak:
            replacement = Self.strippingPhonemeBrackets(replacement)
            do {
                try MarkupValidator.validatePhonemes(replacement)
            } catch {
                throw .markup(error)
            }
            mnemonics = replacement
        case .say:
            do {
                try MarkupValidator.validateRespelling(replacement)
            } catch {
                throw .markup(error)
            }
            mnemonics = nil
        }
        self.pattern = pattern
        self.match = match
        self.caseSensitive = caseSensitive
        self.kind = kind
        self.replacement = replacement
        self.language = language
    }

    /// The entry for an element's `ipa` key (layer 1 of §3.1): the element's whole label, matched
    /// exactly, pronounced by the IPA.
    public static func elementIPA(label: String, ipa: String, language: String) throws(PronunciationError)
        -> PronunciationEntry
    {
        try PronunciationEntry(
            pattern: label, match: .word, caseSensitive: true, kind: .ipa, replacement: ipa, language: language)
    }

    // MARK: - Identity and scope

    /// True when `other` has the same pattern, match, case flag and language: `pronounce add` replaces
    /// such an entry.
    public func replaces(_ other: PronunciationEntry) -> Bool {
        pattern == other.pattern && match == other.match && caseSensitive == other.caseSensitive
            && Self.sameLanguage(language, other.language)
    }

    /// True when the entry applies to an utterance in `languageTag`: the same tag, or the entry has a bare
    /// language (`de`) and the utterance is one of its regions or scripts (`de-AT`). Case is ignored.
    public func applies(to languageTag: String) -> Bool {
        let entry = Self.canonicalTag(language)
        let utterance = Self.canonicalTag(languageTag)
        if entry == utterance { return true }
        return !entry.contains("-") && utterance.hasPrefix(entry + "-")
    }

    // MARK: - Helpers

    /// The piece that replaces a matched `original`.
    func piece(for original: String) -> Utterance.Piece {
        if let mnemonics {
            .phonemes(mnemonics: mnemonics, original: original)
        } else {
            .respelled(alias: replacement, original: original)
        }
    }

    static func compiledRegex(_ pattern: String, caseSensitive: Bool) throws(PronunciationError)
        -> PronunciationRegex
    {
        let regex = try PronunciationRegex(pattern, caseSensitive: caseSensitive)
        for probe in ["", " ", "a", "a b", "1", "-"] where regex.matchesEmpty(in: probe) {
            throw .regexMatchesEmpty(pattern: pattern)
        }
        return regex
    }

    static func strippingPhonemeBrackets(_ value: String) -> String {
        let trimmed = trimmingWhitespace(value)
        if trimmed.hasPrefix("[["), trimmed.hasSuffix("]]"), trimmed.count >= 4 {
            return String(trimmed.dropFirst(2).dropLast(2))
        }
        return trimmed
    }

    static func canonicalTag(_ tag: String) -> String {
        LanguageTag.normalized(tag)
    }

    static func sameLanguage(_ lhs: String, _ rhs: String) -> Bool {
        canonicalTag(lhs) == canonicalTag(rhs)
    }
}
