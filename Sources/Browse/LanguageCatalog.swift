import Core
import Foundation
import Localization
import Narration
import Screens
import Speech
import Utterances

/// The shipped strings tables as the languages of a session: strings and narrators for any language the
/// Language setting offers, with the shipped and the user's pronunciation dictionaries. A value the CLI builds
/// once and hands down; nothing here calls back into the CLI.
public final class LanguageCatalog: NarrationServices {
    /// The `Localizations` folder.
    public let folder: URL
    /// The session's own strings (the resolved `--locale` chain).
    public let sessionStrings: Strings
    /// The zone dates are shown and spoken in, worked out on first use.
    public var timeZone: TimeZone { zone() }
    private let zone: @Sendable () -> TimeZone
    /// The user's pronunciation entries, read from the library once; nil: no dictionaries at all.
    public let userEntries: [PronunciationEntry]?
    public let languages: [String]
    private let available: Set<String>

    /// - Parameters:
    ///   - folder: the `Localizations` folder.
    ///   - sessionStrings: the strings of the session's locale chain.
    ///   - timeZone: the zone of dates, worked out when a date is first shown or spoken.
    ///   - userEntries: the user's pronunciation dictionary; nil leaves out every dictionary.
    public init(
        folder: URL, sessionStrings: Strings, timeZone: @autoclosure @escaping @Sendable () -> TimeZone,
        userEntries: [PronunciationEntry]?
    ) {
        self.folder = folder
        self.sessionStrings = sessionStrings
        zone = timeZone
        self.userEntries = userEntries
        available = LocalizationsLocator.languages(in: folder)
        var languages = available.sorted()
        if !languages.contains(sessionStrings.locales.strings) { languages.append(sessionStrings.locales.strings) }
        self.languages = languages
    }

    public func strings(for language: String) -> Strings {
        guard language != sessionStrings.locales.strings else { return sessionStrings }
        guard
            let locales = try? ResolvedLocales.resolve(
                option: language, environment: [:], availableLanguages: available),
            let strings = try? Strings.load(directory: folder, locales: locales, notice: { _ in })
        else { return sessionStrings }
        return strings
    }

    public func narrator(for settings: SpeechSettings) -> Narrator {
        let languages = narrationLanguages(
            sessionStrings: strings(for: settings.locale), punctuation: settings.punctuation,
            capitals: settings.capitals)
        return Narrator(languages: languages, verbosity: settings.verbosity, hintsEnabled: settings.hints)
    }

    /// The narration languages of a session: the session's own (from `sessionStrings`, or loaded for
    /// `sessionTag`), and others loaded on first use.
    public func narrationLanguages(
        sessionStrings: Strings? = nil, sessionTag: String? = nil, punctuation: PunctuationLevel,
        capitals: CapitalsChoice
    ) -> NarrationLanguages {
        let folder = folder
        let available = available
        let zone = zone
        let fallback = self.sessionStrings
        let user = userEntries
        let make: @Sendable (String, Strings) -> NarrationLanguage = { tag, strings in
            NarrationLanguage(
                tag: tag, strings: strings, timeZone: zone(), punctuation: punctuation, capitals: capitals,
                dictionary: user.map { Self.dictionary(folder: folder, language: tag, user: $0) }
                    ?? PronunciationDictionary())
        }
        let load: @Sendable (String) -> NarrationLanguage = { tag in
            let locales =
                (try? ResolvedLocales.resolve(option: tag, environment: [:], availableLanguages: available))
                ?? .english
            return make(tag, (try? Strings.load(directory: folder, locales: locales) { _ in }) ?? fallback)
        }
        let own = sessionStrings ?? fallback
        let sessionLanguage = sessionTag.map(load) ?? make(own.locales.isPseudo ? "en" : own.locales.strings, own)
        return NarrationLanguages(session: sessionLanguage, load: load)
    }

    /// The shipped `Pronunciations.strings` of the language (its bare language folder) with the user's entries.
    static func dictionary(folder: URL, language: String, user: [PronunciationEntry]) -> PronunciationDictionary {
        let bare = LanguageTag.language(of: language)
        let url = folder.appendingPathComponent("\(bare).lproj/Pronunciations.strings")
        guard let document = try? StringsDocument.read(url), document.errors.isEmpty else {
            return PronunciationDictionary(userEntries: user)
        }
        let pairs = document.entries.map { ($0.key, $0.value) }
        let shipped = (try? PronunciationEntry.shipped(pairs: pairs, language: bare)) ?? []
        return PronunciationDictionary(userEntries: user, shippedEntries: shipped)
    }
}
