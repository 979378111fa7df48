import Browse
import Demo
import Domain
import Foundation
import Localization
import Narration
import Screens
import Speech
import Utterances

/// The one composition root of a run: it reads the global options and the library's saved settings once, and
/// is the only place that opens the library, starts the speech engine, opens the sound device and builds the
/// language catalog. Commands receive the values they need from it; values flow down, never back.
final class CompositionRoot {
    /// The global options of the command line.
    let options: GlobalOptions
    /// The process context, locales and strings.
    let session: Session
    private var opened: Library?
    private var entries: [PronunciationEntry]?
    private var resolved: SpeechSettings?
    private var speechSetup: SpeechSetup?
    private var catalog: LanguageCatalog?
    private var catalogWithoutDictionaries: LanguageCatalog?
    private var spoken: (settings: SpeechSettings, narrator: Narrator)?
    /// The engine `speak` started ahead (``Lector``), for the speech setup to take over.
    private let engineStart: EngineStart?

    init(options: GlobalOptions, session: Session, engineStart: EngineStart? = nil) {
        self.options = options
        self.session = session
        self.engineStart = engineStart
    }

    // MARK: - The library

    /// The library folder the options and variables name; nil when nothing, not even `HOME`, says where.
    var libraryFolder: URL? { LibraryLocation.resolve(option: options.library, variables: session.context.variables) }

    /// The run's one connection to the library, opened on first use and created when missing (with the demo
    /// collection, or empty with `--empty`).
    func library() throws -> Library {
        if let opened { return opened }
        guard let folder = libraryFolder else { throw CommandFailure(session.strings.text(.errorLibraryNoLocation)) }
        let library = try Library(folder: folder, creating: options.empty ? .empty : .demo)
        if library.wasCreated {
            let key: StringKey = options.empty ? .noticeLibraryCreatedEmpty : .noticeLibraryCreated
            session.notice(session.strings.format(key, .text(folder.path)), options: options)
        }
        opened = library
        return library
    }

    /// What the collection commands run with.
    var collection: CollectionEnvironment { CollectionEnvironment(root: self) }

    /// The user's pronunciation dictionary, read once: from the open library, else from the library folder if
    /// one exists there (never created for this).
    var userEntries: [PronunciationEntry] {
        if let entries { return entries }
        let read = opened.map(UserDictionary.entries(from:)) ?? UserDictionary.entries(libraryFolder: libraryFolder)
        entries = read
        return read
    }

    // MARK: - Settings

    /// The session's settings, read once: a command-line option beats a setting saved in the library, which
    /// beats the built-in default (the environment's language is a default).
    func settings() throws -> SpeechSettings {
        if let resolved { return resolved }
        let settings = resolve(saved: try library().settings.all())
        resolved = settings
        return settings
    }

    /// The settings of a command that speaks without the library (`speak TEXT`, `speak --element`): the saved
    /// ones when a library exists (it is never created for this; one that cannot be read counts as none),
    /// the options over them.
    func speakingSettings() -> SpeechSettings {
        if let resolved { return resolved }
        if opened == nil {
            guard let folder = libraryFolder,
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(Library.databaseName).path),
                let existing = try? Library(folder: folder, creating: .empty)
            else { return resolve(saved: [:]) }
            opened = existing
        }
        // The language stays the session's (`--locale`, else the environment): only the voice and the way of
        // speaking come from the saved settings.
        var settings = (try? settings()) ?? resolve(saved: [:])
        settings.locale = session.locales.strings
        return settings
    }

    /// The built-in defaults, then the `saved` settings, then the options.
    private func resolve(saved: [String: String]) -> SpeechSettings {
        let catalog = languages()
        var settings = SpeechSettings()
        settings.locale = session.locales.strings
        settings.punctuation = .some
        settings.apply(saved: saved, languages: catalog.languages)
        if options.locale != nil { settings.locale = session.locales.strings }
        if let rate = options.rate { settings.rate = rate }
        if let pitch = options.pitch { settings.pitch = pitch }
        if let volume = options.volume { settings.volume = volume }
        if let verbosity = options.verbosity { settings.verbosity = verbosity }
        if let punctuation = options.punctuation { settings.punctuation = punctuation }
        return settings
    }

    // MARK: - Languages and speech

    /// The shipped tables as the session's languages, with the user's dictionary (none with
    /// `dictionaries: false`, for `pronounce test`'s default phonemes).
    func languages(dictionaries: Bool = true) -> LanguageCatalog {
        if let made = dictionaries ? catalog : catalogWithoutDictionaries { return made }
        let zone = session.zone
        let made = LanguageCatalog(
            folder: session.localizations, sessionStrings: session.strings, timeZone: zone.value,
            userEntries: dictionaries ? userEntries : nil)
        if dictionaries { catalog = made } else { catalogWithoutDictionaries = made }
        return made
    }

    /// The catalog and the narrator a command used.
    typealias Languages = (catalog: LanguageCatalog?, narrator: Narrator?)

    /// What the root built for languages, for the caller to release at exit rather than one by one.
    var languagesInUse: Languages { (catalog, spoken?.narrator) }

    /// The narrator of `speak` for `settings` (language, punctuation, capitals, verbosity, hints), made once and
    /// kept with the root.
    func narrator(for settings: SpeechSettings) -> Narrator {
        if let spoken, spoken.settings == settings { return spoken.narrator }
        let narrator = languages().narrator(for: settings)
        spoken = (settings, narrator)
        return narrator
    }

    /// The narrator of a command: the session language (or `sessionTag`, for `audit` passes), the options'
    /// punctuation and verbosity.
    func narrator(sessionTag: String? = nil, dictionaries: Bool = true) -> Narrator {
        let languages = languages(dictionaries: dictionaries).narrationLanguages(
            sessionTag: sessionTag, punctuation: options.punctuation ?? .some, capitals: .pitch)
        return Narrator(languages: languages, verbosity: options.verbosity ?? .normal)
    }

    /// A screen builder in the settings' language.
    func builder(_ library: Library, settings: SpeechSettings) -> ScreenBuilder {
        ScreenBuilder(
            library: library,
            words: ScreenStrings(strings: languages().strings(for: settings.locale), timeZone: session.timeZone))
    }

    /// The run's one speech output maker (libespeak-ng starts once per process), made on first use with the
    /// voice `prosody` (browse's saved rate, pitch and volume; audit's measuring rate) or else the options'.
    func speech(prosody: Prosody? = nil) -> SpeechSetup {
        if let speechSetup { return speechSetup }
        let setup = SpeechSetup(options: options, session: session, prosody: prosody, engineStart: engineStart)
        speechSetup = setup
        return setup
    }
}
