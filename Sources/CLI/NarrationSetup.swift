import Domain
import Foundation
import Localization
import Narration
import Speech

/// Builds the narrator of a session: the session language and, on demand, the languages of elements.
struct NarrationSetup {
    let options: GlobalOptions
    let session: Session
    /// Whether pronunciation dictionaries apply (off for `pronounce test`'s default phonemes).
    var dictionaries = true

    /// The narrator of the session, or of another session language (`audit` passes).
    func makeNarrator(sessionTag tag: String? = nil) -> Narrator {
        let folder = session.localizations
        let available = LocalizationsLocator.languages(in: folder)
        let timeZone = session.timeZone
        let user = dictionaries
            ? UserDictionary.entries(
                libraryFolder: LibraryLocation.resolve(option: options.library, variables: session.context.variables))
            : []
        let useDictionaries = dictionaries
        let level = options.punctuation ?? .some
        let capitals = CapitalsChoice.pitch
        let load: @Sendable (String) -> NarrationLanguage = { [session] tag in
            let locales = (try? ResolvedLocales.resolve(option: tag, environment: [:], availableLanguages: available))
                ?? .english
            let strings = (try? Strings.load(directory: folder, locales: locales) { _ in }) ?? session.strings
            return NarrationLanguage(
                tag: tag, strings: strings, timeZone: timeZone, punctuation: level, capitals: capitals,
                dictionary: useDictionaries ? Self.dictionary(folder: folder, language: tag, user: user) : .init())
        }
        let sessionLanguage: NarrationLanguage
        if let tag {
            sessionLanguage = load(tag)
        } else {
            let sessionTag = session.locales.isPseudo ? "en" : session.locales.strings
            sessionLanguage = NarrationLanguage(
                tag: sessionTag, strings: session.strings, timeZone: timeZone, punctuation: level, capitals: capitals,
                dictionary: useDictionaries ? Self.dictionary(folder: folder, language: sessionTag, user: user) : .init())
        }
        let languages = NarrationLanguages(session: sessionLanguage, load: load)
        return Narrator(languages: languages, verbosity: options.verbosity ?? .normal)
    }

    /// The shipped `Pronunciations.strings` of the language (its bare language folder).
    static func dictionary(folder: URL, language: String, user: [PronunciationEntry]) -> PronunciationDictionary {
        let bare = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        let url = folder.appendingPathComponent("\(bare).lproj/Pronunciations.strings")
        guard let document = try? StringsDocument.read(url), document.errors.isEmpty else {
            return PronunciationDictionary(userEntries: user)
        }
        let pairs = document.entries.map { ($0.key, $0.value) }
        let shipped = (try? PronunciationEntry.shipped(pairs: pairs, language: bare)) ?? []
        return PronunciationDictionary(userEntries: user, shippedEntries: shipped)
    }
}
