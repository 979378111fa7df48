import Core
import Foundation

/// The conversion of IPA to the espeak-ng phoneme mnemonics of one voice (`speech.md` §3.4).
///
/// espeak-ng accepts no IPA, and its mnemonics differ per voice, so Lector owns one table per language.
/// Keys are IPA symbols or sequences (`aɪ`, `iː`, `tʃ`); the longest key is tried first.
public struct PhonemeTable: Hashable, Sendable {
    /// The primary language subtag the table serves (`en`).
    public let language: String
    /// The espeak-ng voice whose mnemonics the table produces (`gmw/en`).
    public let voice: String
    /// IPA key → mnemonic, keys in NFC. Stress marks are included; a space is kept as a space.
    public let mnemonics: [String: String]
    /// The length of the longest key, in Unicode scalars.
    private let longestKey: Int

    /// Creates a table. Keys are normalized to NFC; the stress marks `ˈ` → `'`, `ˌ` → `,` and the space
    /// are added to every table.
    public init(language: String, voice: String, mnemonics: [String: String]) {
        var normalized: [String: String] = ["ˈ": "'", "ˌ": ",", " ": " "]
        for (key, value) in mnemonics {
            normalized[key.precomposedStringWithCanonicalMapping] = value
        }
        self.language = language
        self.voice = voice
        self.mnemonics = normalized
        self.longestKey = normalized.keys.map(\.unicodeScalars.count).max() ?? 1
    }

    // MARK: - Lookup

    /// Every table Lector ships: en, de, es, fr, ja, ar.
    public static let all: [PhonemeTable] = [.english, .german, .spanish, .french, .japanese, .arabic]

    /// The table for a language tag, by its primary subtag (`de-AT` → de), or nil.
    public static func table(for languageTag: String) -> PhonemeTable? {
        let primary = LanguageTag.language(of: languageTag)
        return all.first { $0.language == primary }
    }

    /// Converts IPA for a language tag: ``phonemes(forIPA:)`` of ``table(for:)``.
    public static func phonemes(forIPA ipa: String, language: String) throws(IPAConversionError) -> String {
        guard let table = table(for: language) else {
            throw .noTable(ipa: ipa, language: language)
        }
        return try table.phonemes(forIPA: ipa)
    }

    // MARK: - Conversion

    /// The mnemonics for an IPA transcription, without the enclosing `[[` `]]`.
    ///
    /// Steps: normalize to NFC; strip an enclosing `/…/` or `[…]`; delete tie bars, syllable dots and
    /// the marks the voices cannot render (`ʰ`, `ˑ`, U+032F, U+0329, U+0325, U+032A, U+031A); read `ʧ`
    /// as `tʃ`, `ʤ` as `dʒ`, `ɡ` as `g`; tokenize longest key first. A symbol left over is an error
    /// naming it and its position; nothing is dropped silently.
    public func phonemes(forIPA ipa: String) throws(IPAConversionError) -> String {
        let source = Self.strippingDelimiters(ipa.precomposedStringWithCanonicalMapping)
        let symbols = Self.normalizedSymbols(source)
        guard !symbols.isEmpty, !symbols.allSatisfy({ $0.scalar == " " }) else {
            throw .empty(ipa: source, language: language)
        }
        var result = ""
        var index = 0
        scan: while index < symbols.count {
            for length in stride(from: min(longestKey, symbols.count - index), through: 1, by: -1) {
                var key = String.UnicodeScalarView()
                key.append(contentsOf: symbols[index..<index + length].map(\.scalar))
                if let mnemonic = mnemonics[String(key)] {
                    result += mnemonic
                    index += length
                    continue scan
                }
            }
            let symbol = symbols[index]
            throw .unknownSymbol(ipa: source, language: language, symbol: symbol.scalar, position: symbol.position)
        }
        return result
    }

    /// The `[[…]]` markup for an IPA transcription (step 4 of §3.4).
    public func convert(ipa: String) throws(IPAConversionError) -> String {
        "[[" + (try phonemes(forIPA: ipa)) + "]]"
    }

    // MARK: - Normalization

    /// One symbol to tokenize, with its position (from 1) in the stripped source.
    struct Symbol {
        let scalar: Unicode.Scalar
        let position: Int
    }

    /// Marks deleted before tokenizing: tie bars, the syllable dot and marks the voices cannot render.
    static let deletedScalars: Set<Unicode.Scalar> = [
        "\u{0361}", "\u{035C}", ".", "\u{02B0}", "\u{02D1}", "\u{032F}", "\u{0329}", "\u{0325}", "\u{032A}",
        "\u{031A}",
    ]

    /// Symbols read as others: `ʧ` → `tʃ`, `ʤ` → `dʒ`, `ɡ` (U+0261) → `g`.
    static let replacedScalars: [Unicode.Scalar: [Unicode.Scalar]] = [
        "\u{02A7}": ["t", "\u{0283}"],
        "\u{02A4}": ["d", "\u{0292}"],
        "\u{0261}": ["g"],
    ]

    static func strippingDelimiters(_ ipa: String) -> String {
        let trimmed = ipa.trimmingCharacters(in: .whitespaces)
        guard trimmed.unicodeScalars.count >= 2,
            let first = trimmed.unicodeScalars.first, let last = trimmed.unicodeScalars.last,
            (first == "/" && last == "/") || (first == "[" && last == "]")
        else { return trimmed }
        var scalars = trimmed.unicodeScalars
        scalars.removeFirst()
        scalars.removeLast()
        return String(scalars)
    }

    static func normalizedSymbols(_ source: String) -> [Symbol] {
        var symbols: [Symbol] = []
        for (offset, scalar) in source.unicodeScalars.enumerated() where !deletedScalars.contains(scalar) {
            for replacement in replacedScalars[scalar] ?? [scalar] {
                symbols.append(Symbol(scalar: replacement, position: offset + 1))
            }
        }
        return symbols
    }
}
