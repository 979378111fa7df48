import Accessibility
import Audit
import Domain
import Screens
import Utterances

/// The library's screens for `lector audit` (audit.md §1.1): `home`, `items`, `item/ID` for every
/// item, `photos`, `photo/ID` and `photo/ID/tags` for every photo, `tags`, `settings`, each tree
/// exactly what `inspect SCREEN --json` prints in the locale being audited.
final class AuditLibrary: ScreenLibrary {
    private let library: Library
    private let services: ScreenServices
    private let settings: SpeechSettings
    private var resolved: [String: ScreenID] = [:]

    private init(library: Library, services: ScreenServices, settings: SpeechSettings) {
        self.library = library
        self.services = services
        self.settings = settings
    }

    /// Opens the library as the other commands do (exit 2 when it cannot be read).
    static func open(options: GlobalOptions, session: Session) throws -> AuditLibrary {
        let library = try LibrarySetup(options: options, session: session).open()
        let services = ScreenServices(
            session: session,
            userEntries: UserDictionary.entries(
                libraryFolder: LibraryLocation.resolve(option: options.library, variables: session.context.variables)))
        return AuditLibrary(library: library, services: services, settings: try services.settings(options: options, library: library))
    }

    /// The speech rate saved in the library (or given with `--rate`): the rate the speech rules
    /// measure at (audit.md §2.4).
    var rate: Int { settings.rate }

    func screenNames(selecting names: [String]?) throws -> [String] {
        guard let names else { return try allScreens().map(remember) }
        return try names.map { name in
            guard let address = ScreenAddress(name) else { throw AuditScreenError.unknownScreen(name) }
            do {
                return remember(try address.resolve(in: library))
            } catch let error as LibraryError {
                switch error {
                case .notFound, .ambiguousID, .idTooShort: throw AuditScreenError.unknownScreen(name)
                default: throw error
                }
            }
        }
    }

    func tree(of screen: String, locale: String) throws -> AccessibilityTree {
        let id = try resolved[screen] ?? ScreenAddress(screen).map { try $0.resolve(in: library) } ?? {
            throw AuditScreenError.unknownScreen(screen)
        }()
        var settings = self.settings
        settings.locale = locale
        var state = ScreenState()
        state.settings = settings
        state.languages = services.languages
        let built = try services.builder(library, settings: settings).build(id, state: state)
        return AccessibilityTree(roots: try built.roots())
    }

    private func remember(_ id: ScreenID) -> String {
        resolved[id.name] = id
        return id.name
    }

    /// Every screen in the order of audit.md §1.1, items and photos in list order.
    private func allScreens() throws -> [ScreenID] {
        var screens: [ScreenID] = [.home, .items]
        let items = try library.items.items(sortedBy: ScreenState().itemSort, offset: 0, limit: try library.items.count())
        screens += items.map { .item($0.id) }
        screens.append(.photos)
        let filter = ScreenState().photoFilter
        for photo in try library.photos.photos(filter, offset: 0, limit: try library.photos.count(filter)) {
            screens += [.photo(photo.id), .photoTags(photo.id)]
        }
        screens += [.tags, .settings]
        return screens
    }
}
