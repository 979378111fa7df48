import Core

/// One label, value or hint as the element rules see it (audit.md §1.3), analysed once per
/// distinct (text, language) and shared through ``TextCache``: labels repeat across a screen.
public final class AnalysedText {
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
    /// The folded form as a string: the key under which normalized texts compare equal.
    public let key: String
    /// The hash of ``key``, worked out once.
    let keyHash: Int
    /// Whether the raw text has `<` or `&`, without which it holds no markup (`label.markup`).
    let mayHaveMarkup: Bool
    /// The text checks done on this text, by check and flags (see ``TextCache/memo``), with their results: a
    /// handful per text, so a short list searched in order.
    fileprivate var checks: [(key: UInt64, match: CheckMatch?)] = []

    /// Analyses a text for a language.
    public init(_ text: String, language: String) {
        raw = text
        isEmpty = text.isEmpty
        trimmed = TextCharacters.trim(text)
        isBlank = trimmed.isEmpty
        hasText = TextCharacters.hasText(trimmed)
        normalized = NormalizedText(text, language: language)
        key = normalized.string
        keyHash = key.hashValue
        mayHaveMarkup = text.containsByte(UInt8(ascii: "<")) || text.containsByte(UInt8(ascii: "&"))
    }
}

/// The analysed texts of one audit run, by (text, language): each distinct string is normalized
/// once (audit.md §7). Not shared between threads: each worker has its own.
public final class TextCache {
    /// The analysed texts by language subtag, then by text (a `String` key: canonically equivalent
    /// texts share one analysed form, that of the first met).
    private var texts: [String: [String: AnalysedText]] = [:]
    /// A text check whose result depends only on one text, its language and a few flags.
    enum Memo: UInt8 {
        case notHumanReadable, redundantTrait, containsState, containsAction, symbolOnly
        case gesture, imperative, hasSubject, hintNotCapitalized, missingPeriod, hintRepeatsTrait
        case trailingPeriod, labelNotCapitalized
    }

    /// The result of a text check, worked out once per (check, text, language, flags): labels and
    /// hints repeat across a screen, so the word lists are scanned once per distinct string. The
    /// result is kept on the analysed text, which is per (text, language): word lists ship per
    /// language, so the language decides them.
    func memo(_ memo: Memo, _ text: AnalysedText, flags: UInt32 = 0, compute: () -> CheckMatch?) -> CheckMatch? {
        let key = UInt64(memo.rawValue) << 32 | UInt64(flags)
        if let known = text.checks.first(where: { $0.key == key }) { return known.match }
        let match = compute()
        text.checks.append((key, match))
        return match
    }

    private let empty = AnalysedText("", language: "en")

    /// The messages of the screen pass this cache served last (a worker's cache serves one pass).
    private var passMessages: (token: ScreenToken, messages: MessageTemplates)?

    /// The finding messages of a screen pass, made on first use and kept while the pass lasts.
    func messages(for screen: ScreenContext) -> MessageTemplates {
        if let known = passMessages, known.token === screen.token { return known.messages }
        let messages = MessageTemplates(strings: screen.strings)
        passMessages = (screen.token, messages)
        return messages
    }

    /// Creates an empty cache.
    public init() {}

    /// The analysed form of a text (nil counts as `""`) for a language subtag.
    public func analyse(_ text: String?, language: String) -> AnalysedText {
        guard let text, !text.isEmpty else { return empty }
        if let known = texts[language]?[text] { return known }
        let analysed = AnalysedText(text, language: language)
        texts[language, default: [:]][text] = analysed
        return analysed
    }
}
