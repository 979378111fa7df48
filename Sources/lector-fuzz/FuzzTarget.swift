/// A reader fuzzed by `lector-fuzz`: its name (the folder of its corpus and its dictionary under `Tests/Fuzz`) and
/// the public entry point the CLI reads that format through, called on one input.
///
/// Every target reads in process and writes no file. An input may be refused by the reader with an error (that is
/// the point); it must never crash, hang or leak.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// Element-tree JSON (`inspect`, `audit`): `TreeReader` with `--format json`.
    case elementTree = "element-tree"
    /// Storyboards and xibs: `TreeReader` with `--format storyboard`.
    case interfaceBuilder = "interface-builder"
    /// XCUITest `debugDescription` dumps.
    case xcuitest
    /// Appium/WebDriverAgent XML page sources.
    case pageSource = "page-source"
    /// Appium/WebDriverAgent JSON page sources.
    case pageSourceJSON = "page-source-json"
    /// Detox view hierarchies.
    case detox
    /// Any tree file, its format detected from the content (`inspect FILE` without `--format`).
    case treeDetect = "tree-detect"
    /// `.strings` tables, UTF-8 or UTF-16 (the strings check and the shipped tables).
    case strings
    /// `.stringsdict` plural dictionaries, XML or binary.
    case stringsdict
    /// `.xcstrings` string catalogs.
    case xcstrings
    /// Property lists, XML or binary: the stringsdict reader's plist parsers and LootLogger's plist import.
    case plist
    /// LootLogger archives (`import --format lootlogger`).
    case lootlogger
    /// Lector's own archives (`import --format lector`).
    case lectorArchive = "lector-archive"
    /// Any import, its format detected (`import FILE`).
    case importDetect = "import-detect"
    /// Flickr REST answers, JSON or JSONP (`photos fetch`, `import --format flickr`).
    case flickr
    /// A photo file's metadata from its bytes (`photos add`).
    case photoMetadata = "photo-metadata"
    /// Pronunciation entries (`pronounce add`) applied to a text.
    case pronunciation
    /// The line editor's key decoder: terminal bytes into keys.
    case keys

    /// Reads one input; true when the reader accepted it (an error is false).
    @discardableResult
    func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .elementTree, .interfaceBuilder, .xcuitest, .pageSource, .pageSourceJSON, .detox, .treeDetect:
            return FuzzTrees.read(bytes, as: self)
        case .strings: return FuzzStrings.strings(bytes)
        case .stringsdict: return FuzzStrings.stringsdict(bytes)
        case .xcstrings: return FuzzStrings.xcstrings(bytes)
        case .plist: return FuzzImports.plist(bytes)
        case .lootlogger: return FuzzImports.read(bytes, format: .lootlogger)
        case .lectorArchive: return FuzzImports.read(bytes, format: .lector)
        case .importDetect: return FuzzImports.read(bytes, format: nil)
        case .flickr: return FuzzImports.flickr(bytes)
        case .photoMetadata: return FuzzPhotos.metadata(bytes)
        case .pronunciation: return FuzzPronunciations.entry(bytes)
        case .keys: return FuzzKeys.decode(bytes)
        }
    }
}
