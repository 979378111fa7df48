/// One label, value or hint as the element rules see it (audit.md §1.3), analysed once per
/// distinct (text, language) and shared through ``TextCache``: labels repeat across a screen.
public final class AnalysedText: Sendable {
    /// The text as given; `""` when absent.
    public let raw: String
    /// Whether the text is empty (absent, null or `""`).
    public let isEmpty: Bool
    /// Whether the text is blank: empty after trimming whitespace.
    public let isBlank: Bool
    /// Whether the text has at least one letter or number.
    public let hasText: Bool
    /// The trimmed text.
    public let trimmed: String
    /// The normalized text (NFKC, case-folded, trimmed, whitespace collapsed).
    public let normalized: NormalizedText

    /// Analyses a text for a language.
    public init(_ text: String, language: String) {
        raw = text
        isEmpty = text.isEmpty
        trimmed = TextCharacters.trim(text)
        isBlank = trimmed.isEmpty
        hasText = TextCharacters.hasText(trimmed)
        normalized = NormalizedText(text, language: language)
    }
}

/// The analysed texts of one audit run, by (text, language): each distinct string is normalized
/// once (audit.md §7). Not shared between threads.
public final class TextCache {
    private struct Key: Hashable {
        var text: String
        var language: String
    }

    private var texts: [Key: AnalysedText] = [:]
    private let empty = AnalysedText("", language: "en")

    /// Creates an empty cache.
    public init() {}

    /// The analysed form of a text (nil counts as `""`) for a language subtag.
    public func analyse(_ text: String?, language: String) -> AnalysedText {
        guard let text, !text.isEmpty else { return empty }
        let key = Key(text: text, language: language)
        if let known = texts[key] { return known }
        let analysed = AnalysedText(text, language: language)
        texts[key] = analysed
        return analysed
    }
}
