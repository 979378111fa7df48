import Browse
import Domain
import Foundation
import Localization
import Narration
import Screens
import Speech

/// The language services of screens and browse over the shipped tables: strings and narrators for any
/// language the Language setting offers.
final class ScreenServices: NarrationServices {
    let session: Session
    let languages: [String]
    /// The user's pronunciation entries (`lector pronounce`), applied with the shipped ones.
    let userEntries: [PronunciationEntry]

    init(session: Session, userEntries: [PronunciationEntry] = []) {
        self.session = session
        self.userEntries = userEntries
        var languages = LocalizationsLocator.languages(in: session.localizations).sorted()
        if !languages.contains(session.locales.strings) { languages.append(session.locales.strings) }
        self.languages = languages
    }

    func strings(for language: String) -> Strings {
        guard language != session.locales.strings else { return session.strings }
        let available = LocalizationsLocator.languages(in: session.localizations)
        guard let locales = try? ResolvedLocales.resolve(option: language, environment: [:], availableLanguages: available),
            let strings = try? Strings.load(directory: session.localizations, locales: locales, notice: { _ in })
        else { return session.strings }
        return strings
    }

    func narrator(for settings: SpeechSettings) -> Narrator {
        let strings = strings(for: settings.locale)
        let folder = session.localizations
        let timeZone = session.timeZone
        let tag = strings.locales.isPseudo ? "en" : strings.locales.strings
        let session = self.session
        let user = userEntries
        let language = NarrationLanguage(
            tag: tag, strings: strings, timeZone: timeZone, punctuation: settings.punctuation, capitals: settings.capitals,
            dictionary: NarrationSetup.dictionary(folder: folder, language: tag, user: user))
        let languages = NarrationLanguages(session: language) { other in
            let available = LocalizationsLocator.languages(in: folder)
            let locales = (try? ResolvedLocales.resolve(option: other, environment: [:], availableLanguages: available))
                ?? .english
            let loaded = (try? Strings.load(directory: folder, locales: locales) { _ in }) ?? session.strings
            return NarrationLanguage(
                tag: other, strings: loaded, timeZone: timeZone, punctuation: settings.punctuation,
                capitals: settings.capitals, dictionary: NarrationSetup.dictionary(folder: folder, language: other, user: user))
        }
        return Narrator(languages: languages, verbosity: settings.verbosity, hintsEnabled: settings.hints)
    }

    /// The settings of a session: a command-line option beats a setting saved in the library, which beats the
    /// built-in default (the environment's language is a default).
    func settings(options: GlobalOptions, library: Library) throws -> SpeechSettings {
        var settings = SpeechSettings()
        settings.locale = session.locales.strings
        settings.punctuation = .some
        settings.apply(saved: try library.settings.all(), languages: languages)
        if options.locale != nil { settings.locale = session.locales.strings }
        if let rate = options.rate { settings.rate = rate }
        if let pitch = options.pitch { settings.pitch = pitch }
        if let volume = options.volume { settings.volume = volume }
        if let verbosity = options.verbosity { settings.verbosity = verbosity }
        if let punctuation = options.punctuation { settings.punctuation = punctuation }
        return settings
    }

    /// A screen builder in the settings' language.
    func builder(_ library: Library, settings: SpeechSettings) -> ScreenBuilder {
        ScreenBuilder(library: library, words: ScreenStrings(strings: strings(for: settings.locale), timeZone: session.timeZone))
    }
}
