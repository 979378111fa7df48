import Core

/// The per-locale word lists of audit.md §3 and §4 for one language, as data.
///
/// One file per language (`English.swift`, `German.swift`, …) defines its lists; adding a
/// language means adding a file and a line to ``shipped``. The lists are compiled once per
/// language (``compiled(for:)``) into ``PhraseList``s. Entries are written in natural case;
/// matching folds case. A trailing `†` marks an entry that counts only at the end.
public struct WordLists: Sendable {
    /// The language subtag: `en`, `de`, `es`, `fr`, `ja`, `ar`.
    public var language: String
    /// §3.1, per trait row.
    public var traitWords: [TraitWordRow: [String]]
    /// §3.2 (`label.contains-state`).
    public var stateWords: [String]
    /// §3.3 (`label.contains-action`, `hint.gesture`).
    public var actionWords: [String]
    /// §3.4 (`label.generic-link`).
    public var genericLinkWords: [String]
    /// §3.5 (`hint.has-subject`); nil when the language is not checked (ja).
    public var subjectWords: [String]?
    /// §3.5 entries compared case-sensitively (de `Sie`).
    public var caseSensitiveSubjects: [String] = []
    /// §3.6 (`strings.untranslated`), besides ``universalInvariants``.
    public var invariantWords: [String]
    /// §4.2 item 10, list A: placeholder labels on any element.
    public var placeholderLabels: [String]
    /// §4.2 item 10, list B: placeholder labels on image elements only.
    public var imagePlaceholderLabels: [String]
    /// §4.1 (`hint.imperative`): imperative and base forms; nil when the language is not checked.
    public var imperatives: [String]?

    /// §3.6, every language: words that are the same everywhere: units, the names of Apple's products
    /// and features, and well-known brands. (Acronyms and words with an inner capital need no entry:
    /// ``SameAsSource/isNameShaped(_:)`` knows them by their shape.)
    public static let universalInvariants = [
        "OK", "ID", "URL", "PDF", "USB", "Wi-Fi", "Bluetooth", "Lector", "Photorama", "LootLogger",
        "Flickr", "iPhone", "iPad",
        // Units.
        "kg", "km", "mg", "cm", "mm", "ml", "ms", "kcal", "cal", "lb", "lbs", "oz", "ft", "mph", "fps", "bpm",
        "px", "pt", "rpm",
        // Apple's products and features.
        "Apple", "Apple Watch", "Apple TV", "Apple Vision", "Apple Pay", "App Store", "Face ID", "Touch ID", "Mac",
        "Siri", "Safari", "Spotlight", "Handoff", "Markdown",
        // Brands.
        "Google", "Facebook", "Instagram", "Twitter", "Mastodon", "Threads", "Bluesky", "Dropbox", "Slack", "Spotify",
        "Telegram", "Signal", "Wikipedia", "Gravatar", "Giphy", "Tumblr", "Reddit", "Pinterest", "Firefox", "Chrome",
    ]

    /// §3.6 for languages without full lists (``shipped``): words of those languages spelt as in English.
    public static let sameWords: [String: [String]] = [
        "it": [
            "Video", "Audio", "Feedback", "Account", "App", "Blog", "Podcast", "Hashtag", "Tag", "Media", "Design",
            "Online", "Offline", "Menu", "Email", "Password", "Login", "Link", "Post", "Chat", "Privacy", "Home",
            "Font", "File", "Computer", "Software", "Standard", "Extra", "Bonus", "Zoom", "Stop", "Sport", "Radio",
            "Hotel", "Taxi", "Film", "Emoji", "Widget", "Backup", "Timeline", "Badge", "Team", "Premium", "Web",
            "Social", "Spam", "Feed", "Download", "Upload", "Cookie", "Report", "Username", "Tablet", "Server", "Mouse",
        ],
        "nl": [
            "Video", "Audio", "Feedback", "Account", "App", "Apps", "Blog", "Podcast", "Hashtag", "Hashtags", "Tags",
            "Media", "Design", "Online", "Offline", "Menu", "Login", "Link", "Links", "Post", "Posts", "Chat",
            "Filter", "Filters", "Info", "Status", "Team", "Support", "Details", "Start", "Stop", "Type", "Radio",
            "Hotel", "Taxi", "Film", "Emoji", "Widget", "Widgets", "Backup", "Timeline", "Premium", "Web", "Spam",
            "Feed", "Download", "Downloads", "Upload", "Cookies", "Tip", "Tips", "Album", "Albums", "Server",
        ],
        "pt": [
            "Blog", "Podcast", "Hashtag", "Hashtags", "Tag", "Tags", "Chat", "Emoji", "Feedback", "Login", "Link",
            "Links", "Post", "Posts", "Menu", "Online", "Offline", "Design", "Status", "Total", "Normal", "Original",
            "Hotel", "Local", "Global", "Social", "Manual", "Final", "Premium", "Web", "Spam", "Feed", "Download",
            "Upload", "Backup", "Widget", "Widgets", "Timeline", "Cookies", "Podcasts", "Software", "Hardware",
        ],
        "sv": [
            "App", "Podcast", "Hashtag", "Feedback", "Design", "Online", "Offline", "Status", "Filter", "Info", "Team",
            "Support", "Start", "Stopp", "Radio", "Hotel", "Taxi", "Film", "Emoji", "Widget", "Backup", "Premium",
            "Link", "Chat", "Spam", "Version", "Information", "Server", "Album", "Bonus",
        ],
        "da": [
            "App", "Apps", "Podcast", "Hashtag", "Feedback", "Design", "Online", "Offline", "Status", "Filter", "Info",
            "Team", "Support", "Start", "Stop", "Radio", "Hotel", "Taxi", "Film", "Emoji", "Widget", "Backup",
            "Premium", "Link", "Links", "Login", "Chat", "Spam", "Version", "Server", "Album", "Bonus", "Tags",
        ],
        "nb": [
            "App", "Podcast", "Hashtag", "Feedback", "Design", "Status", "Filter", "Info", "Team", "Support", "Start",
            "Stopp", "Radio", "Hotell", "Taxi", "Film", "Emoji", "Widget", "Premium", "Link", "Chat", "Spam",
            "Versjon", "Server", "Album", "Bonus",
        ],
        "ca": [
            "Blog", "Podcast", "Hashtag", "Hashtags", "Tag", "Tags", "Emoji", "Feedback", "Menu", "Online", "Offline",
            "Total", "Normal", "Original", "Hotel", "Local", "Global", "Social", "Manual", "Final", "General",
            "Premium", "Web", "Spam", "Feed", "Widget", "Widgets", "Xat",
        ],
        "pl": ["Hashtag", "Hashtagi", "Emoji", "Blog", "Podcast", "Status", "Online", "Offline", "Premium", "Spam"],
        "cs": ["Hashtag", "Emoji", "Blog", "Podcast", "Status", "Online", "Offline", "Premium", "Spam", "Filtr"],
        "tr": ["Hashtag", "Emoji", "Blog", "Podcast", "Online", "Offline", "Premium", "Spam", "Normal", "Total"],
        "fi": ["Hashtag", "Emoji", "Podcast", "Status", "Premium", "Spam", "Radio", "Hotelli", "Taksi"],
        "gl": ["Blog", "Podcast", "Hashtag", "Emoji", "Total", "Normal", "Original", "Local", "Global", "Social"],
        "eu": ["Blog", "Podcast", "Hashtag", "Emoji", "Total", "Normal", "Original", "Local", "Global"],
    ]

    /// The languages that ship word lists.
    public static let shipped: [String: WordLists] = [
        "en": .english, "de": .german, "es": .spanish, "fr": .french, "ja": .japanese, "ar": .arabic,
    ]

    /// The lists of a locale: the exact tag, then its language subtag; nil when none ship.
    public static func lists(for locale: String) -> WordLists? {
        shipped[LanguageTag.bcp47(locale)] ?? shipped[LanguageTag.language(of: locale)]
    }

    /// The compiled lists of a locale (cached per language), or nil when none ship.
    public static func compiled(for locale: String) -> CompiledWordLists? {
        let language =
            shipped[LanguageTag.bcp47(locale)] != nil ? LanguageTag.bcp47(locale) : LanguageTag.language(of: locale)
        return CompiledWordLists.cache[language]
    }
}

/// A language's word lists compiled into phrase lists, once per process.
public final class CompiledWordLists: Sendable {
    /// The source lists.
    public let lists: WordLists
    /// Per trait row.
    public let traitWords: [TraitWordRow: PhraseList]
    /// State words.
    public let stateWords: PhraseList
    /// Action and gesture words.
    public let actionWords: PhraseList
    /// Generic link words.
    public let genericLinkWords: PhraseList
    /// Generic link words as a set of normalized words (every word of a generic label is in it).
    public let genericLinkSet: Set<String>
    /// Subject words (case-folded), nil when not checked.
    public let subjectWords: PhraseList?
    /// Invariant words of this language and of every language.
    public let invariantWords: PhraseList
    /// Placeholder labels, list A.
    public let placeholderLabels: PhraseList
    /// Placeholder labels, list B.
    public let imagePlaceholderLabels: PhraseList
    /// Imperatives (folded), nil when not checked.
    public let imperatives: Set<String>?

    init(_ lists: WordLists) {
        let language = lists.language
        self.lists = lists
        traitWords = lists.traitWords.mapValues { PhraseList($0, language: language) }
        stateWords = PhraseList(lists.stateWords, language: language)
        actionWords = PhraseList(lists.actionWords, language: language)
        genericLinkWords = PhraseList(lists.genericLinkWords, language: language)
        genericLinkSet = Set(lists.genericLinkWords.map { NormalizedText($0, language: language).string })
        subjectWords = lists.subjectWords.map { PhraseList($0, language: language) }
        invariantWords = PhraseList(lists.invariantWords + WordLists.universalInvariants, language: language)
        placeholderLabels = PhraseList(lists.placeholderLabels, language: language)
        imagePlaceholderLabels = PhraseList(lists.imagePlaceholderLabels, language: language)
        imperatives = lists.imperatives.map { Set($0.map { NormalizedText($0, language: language).string }) }
    }

    /// Every shipped language, compiled once.
    static let cache: [String: CompiledWordLists] = WordLists.shipped.mapValues(CompiledWordLists.init)
}
