import Core
import Localization
import Spelling
import Utterances

/// Everything a strings rule sees about one file: the file (present or missing), its language,
/// the same-named base table, and the UI strings its messages come from.
public struct StringsFileContext: Sendable {
    /// The folder's tag (`de`, `de-AT`): the findings' locale.
    public let language: String
    /// The table's file name, such as `Localizable.strings`.
    public let tableName: String
    /// The file as findings name it: `DIR/<lang>.lproj/<Table>.strings`.
    public let path: String
    /// The parsed file, or nil when it is missing from the language folder.
    public let index: TableIndex?
    /// The same-named table of `en.lproj`: nil for the base itself, or when the base lacks it.
    public let base: TableIndex?
    /// The base table's path, for related locations.
    public let basePath: String
    /// Whether this is a file of `en.lproj`.
    public let isBase: Bool
    /// Whether this is a file of the source folder itself, not of a copy in the source's language (`en-GB`
    /// beside `en`, `en.lproj` beside `Base.lproj`): what belongs to a whole catalog entry is said there once.
    public let isSourceFolder: Bool
    /// The strings of the UI language, for messages.
    public let strings: Strings
    /// Whether Lector's house set of placeholders applies (its own `Localizations/`), not Apple's
    /// full grammar (audit.md §2.5).
    public let houseStyle: Bool
    /// The project's source language (audit.md §2.5, "Sources").
    public let sourceLanguage: String
    /// Whether iOS falls back to a less specific folder for what this one lacks (`de` for `de-AT`).
    public let hasFallback: Bool
    /// How messages name the source: its folder (`Base.lproj`), or a catalog and its language.
    public let sourceName: String
    /// The other half of a display/speech pair in the same folder (localization.md §10): for
    /// `Localizable.strings` its `Readings.strings`, for `Readings.strings` its `Localizable.strings`.
    public let companion: TableIndex?
    /// The synthesizer the speech checks read phonemes from (`l10n check --speech`); nil: they do not run.
    public let synthesizer: (any Synthesizer)?
    /// What the project shows about the words kept as in the source (``SameAsSource/SharedEvidence``): its proper
    /// nouns and the words each language's translators keep; nil for no evidence.
    public let evidence: SameAsSource.SharedEvidence?
    /// The spelling dictionaries `strings.untranslated` asks whether a word is one of the file's language; nil:
    /// none is asked.
    public let spelling: SpellingDictionaries?
    /// The placeholder pairs, worked out on first use.
    let placeholderPairsMemo = PlaceholderPairsMemo()
    /// The base matches, worked out on first use.
    let baseMatchesMemo = BaseMatchesMemo()

    /// Creates a context.
    public init(
        language: String, tableName: String, path: String, index: TableIndex?, base: TableIndex?, basePath: String,
        isBase: Bool, strings: Strings, houseStyle: Bool = false, sourceLanguage: String = "en",
        hasFallback: Bool? = nil,
        sourceName: String = "en.lproj", companion: TableIndex? = nil, synthesizer: (any Synthesizer)? = nil,
        evidence: SameAsSource.SharedEvidence? = nil, spelling: SpellingDictionaries? = nil,
        isSourceFolder: Bool? = nil
    ) {
        self.isSourceFolder = isSourceFolder ?? isBase
        self.evidence = evidence
        self.spelling = spelling
        self.companion = companion
        self.synthesizer = synthesizer
        self.language = language
        self.tableName = tableName
        self.path = path
        self.index = index
        self.base = base
        self.basePath = basePath
        self.isBase = isBase
        self.strings = strings
        self.houseStyle = houseStyle
        self.sourceLanguage = sourceLanguage
        self.hasFallback = hasFallback ?? LanguageTag.isRegional(language)
        self.sourceName = sourceName
    }

    /// The folded words this file's language may leave as in the source, gathered on first ask (empty for the
    /// source's own folders).
    public var keptWords: Set<String> {
        isBase ? [] : evidence?.words(for: language) ?? []
    }

    /// The language subtag (`de` for `de-AT`).
    public var languageCode: String { LanguageTag.language(of: language) }

    /// Whether the folder falls back to a less specific one (`de-AT` to `de`): exempt from missing
    /// keys and files, which iOS takes from the fallback.
    public var isRegional: Bool { hasFallback }

    /// The source language's subtag (`en`).
    public var sourceLanguageCode: String { LanguageTag.language(of: sourceLanguage) }

    /// Whether the table is a `Pronunciations.strings`, which gets only five rules.
    public var isPronunciations: Bool { tableName == "Pronunciations.strings" }

    /// Whether the table is a `Readings.strings` (spoken forms), which gets the five rules of
    /// `Pronunciations.strings` and `strings.reading`.
    public var isReadings: Bool { tableName == Strings.readingsName }

    /// Whether the file could not be decoded at all (a file-level `strings.encoding` problem).
    public var isUndecodable: Bool {
        index?.document.errors.contains { $0.kind == .encoding } ?? false
    }

    /// The location of an entry of this file.
    public func location(of entry: StringsEntry) -> FindingLocation {
        .file(FileLocation(file: path, line: entry.line, column: entry.column, key: entry.key))
    }

    /// The location of an entry of the base table.
    public func baseLocation(of entry: StringsEntry) -> FindingLocation {
        .file(FileLocation(file: basePath, line: entry.line, column: entry.column, key: entry.key))
    }

    /// A finding of a rule at a location of this file.
    public func finding(
        _ rule: any StringsRule, severity: Severity? = nil, at location: FindingLocation, message: String,
        related: [FindingLocation] = [], check: String? = nil
    ) -> Finding {
        Finding(
            rule: rule.id, severity: severity ?? rule.defaultSeverity, locale: language, message: message,
            location: location, related: related, check: check)
    }

    /// A finding about an entry.
    public func finding(
        _ rule: any StringsRule, severity: Severity? = nil, entry: StringsEntry, message: String,
        related: [FindingLocation] = [], check: String? = nil
    ) -> Finding {
        finding(rule, severity: severity, at: location(of: entry), message: message, related: related, check: check)
    }
}
