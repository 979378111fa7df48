import Domain
import Foundation
import Localization
import Narration
import Utterances

/// Builds the narrator of a session: the session language and, on demand, the languages of elements.
struct NarrationSetup {
    let options: GlobalOptions
    let session: Session
    /// Whether pronunciation dictionaries apply (off for `pronounce test`'s default phonemes).
    var dictionaries = true

    /// The narrator of the session, or of another session language (`audit` passes).
    func makeNarrator(sessionTag tag: String? = nil) -> Narrator {
        let user = dictionaries
            ? UserDictionary.entries(
                libraryFolder: LibraryLocation.resolve(option: options.library, variables: session.context.variables))
            : nil
        let languages = Self.languages(
            session: session, sessionStrings: session.strings, sessionTag: tag, punctuation: options.punctuation ?? .some,
            capitals: .pitch, user: user)
        return Narrator(languages: languages, verbosity: options.verbosity ?? .normal)
    }

    /// The narration languages of a session: the session's own (from `sessionStrings`, or loaded for
    /// `sessionTag`), and others loaded on first use. `user` nil: no pronunciation dictionaries at all.
    static func languages(
        session: Session, sessionStrings: Strings, sessionTag: String?, punctuation: PunctuationLevel,
        capitals: CapitalsChoice, user: [PronunciationEntry]?
    ) -> NarrationLanguages {
        let folder = session.localizations
        let available = LocalizationsLocator.languages(in: folder)
        let timeZone = session.timeZone
        let fallback = session.strings
        let make: @Sendable (String, Strings) -> NarrationLanguage = { tag, strings in
            NarrationLanguage(
                tag: tag, strings: strings, timeZone: timeZone, punctuation: punctuation, capitals: capitals,
                dictionary: user.map { dictionary(folder: folder, language: tag, user: $0) } ?? PronunciationDictionary())
        }
        let load: @Sendable (String) -> NarrationLanguage = { tag in
            let locales = (try? ResolvedLocales.resolve(option: tag, environment: [:], availableLanguages: available))
                ?? .english
            return make(tag, (try? Strings.load(directory: folder, locales: locales) { _ in }) ?? fallback)
        }
        let sessionLanguage = sessionTag.map(load)
            ?? make(sessionStrings.locales.isPseudo ? "en" : sessionStrings.locales.strings, sessionStrings)
        return NarrationLanguages(session: sessionLanguage, load: load)
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
