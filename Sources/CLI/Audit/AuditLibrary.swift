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
    private let root: CompositionRoot
    private let settings: SpeechSettings
    private var resolved: [String: ScreenID] = [:]

    private init(library: Library, root: CompositionRoot, settings: SpeechSettings) {
        self.library = library
        self.root = root
        self.settings = settings
    }

    /// Opens the library as the other commands do (exit 2 when it cannot be read).
    static func open(root: CompositionRoot) throws -> AuditLibrary {
        AuditLibrary(library: try root.library(), root: root, settings: try root.settings())
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
        let id =
            try resolved[screen] ?? ScreenAddress(screen).map { try $0.resolve(in: library) }
            ?? {
                throw AuditScreenError.unknownScreen(screen)
            }()
        var settings = self.settings
        settings.locale = locale
        var state = ScreenState()
        state.settings = settings
        state.languages = root.languages().languages
        let built = try root.builder(library, settings: settings).build(id, state: state)
        return AccessibilityTree(roots: try built.roots())
    }

    private func remember(_ id: ScreenID) -> String {
        resolved[id.name] = id
        return id.name
    }

    /// Every screen in the order of audit.md §1.1, items and photos in list order.
    private func allScreens() throws -> [ScreenID] {
        var screens: [ScreenID] = [.home, .items]
        let items = try library.items.items(
            sortedBy: ScreenState().itemSort, offset: 0, limit: try library.items.count())
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
