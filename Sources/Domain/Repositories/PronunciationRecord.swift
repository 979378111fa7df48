/// One entry of the user's pronunciation dictionary as the library keeps it.
///
/// The speech layer checks and compiles entries; the library only stores them, in `position` order.
public struct PronunciationRecord: Sendable, Hashable {
    /// How the pattern is matched (`pronounce add --match`).
    public enum Match: String, Sendable, CaseIterable {
        case word, anywhere, regex
    }

    /// What the replacement is.
    public enum Kind: String, Sendable, CaseIterable {
        case ipa, espeak, say
    }

    /// The store's row id; nil for a record not saved yet.
    public var id: Int64?
    /// The text to find.
    public var pattern: String
    /// How the pattern matches.
    public var match: Match
    /// Whether case must match.
    public var caseSensitive: Bool
    /// What the replacement is.
    public var kind: Kind
    /// The IPA, mnemonics or respelling.
    public var replacement: String
    /// A BCP 47 tag, or empty for every language.
    public var language: String
    /// The order among the entries of a language (lower first).
    public var position: Int

    /// Creates an entry.
    public init(
        id: Int64? = nil, pattern: String, match: Match = .word, caseSensitive: Bool = false, kind: Kind,
        replacement: String, language: String, position: Int = 0
    ) {
        self.id = id
        self.pattern = pattern
        self.match = match
        self.caseSensitive = caseSensitive
        self.kind = kind
        self.replacement = replacement
        self.language = language
        self.position = position
    }
}
