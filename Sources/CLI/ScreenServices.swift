import Browse
import Domain
import Foundation
import Localization
import Narration
import Screens
import Utterances

/// The language services of screens and browse over the shipped tables: strings and narrators for any
/// language the Language setting offers.
final class ScreenServices: NarrationServices {
    let session: Session
    let languages: [String]
    /// The user's pronunciation dictionary, read from the library once.
    let userEntries: [PronunciationEntry]

    /// - Parameter userEntries: the user's pronunciation entries (`lector pronounce`).
    init(session: Session, userEntries: [PronunciationEntry]) {
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
        let languages = NarrationSetup.languages(
            session: session, sessionStrings: strings(for: settings.locale), sessionTag: nil,
            punctuation: settings.punctuation, capitals: settings.capitals, user: userEntries)
        return Narrator(languages: languages, verbosity: settings.verbosity, hintsEnabled: settings.hints)
    }

    /// The services of a command run with `options`: the user's dictionary from the library they name.
    static func forOptions(_ options: GlobalOptions, session: Session) -> ScreenServices {
        let folder = LibraryLocation.resolve(option: options.library, variables: session.context.variables)
        return ScreenServices(session: session, userEntries: UserDictionary.entries(libraryFolder: folder))
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
