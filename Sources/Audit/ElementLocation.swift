/// The location of an element finding: `{screen, path, identifier?, label?}` (audit.md §5.1).
public struct ElementLocation: Sendable, Hashable {
    /// The library screen name, or the tree file argument as given (`<stdin>` for `-`).
    public var screen: String
    /// The element's path (audit.md §1.3), `.` for the screen itself.
    public var path: String
    /// The element's identifier, when it has one.
    public var identifier: String?
    /// The element's label, when it has one.
    public var label: String?
    /// Whether `screen` names a tree file (SARIF then adds a physical location); not reported.
    public var isTreeFile: Bool
    /// The source file the element was read from, when it differs from `screen` (a storyboard
    /// scene's screen is `FILE#SCENE`).
    public var file: String?
    /// The element's 1-based line in its source file (storyboards, xibs, UI-test dumps).
    public var line: Int?
    /// The element's Interface Builder object id.
    public var objectID: String?

    /// Creates an element location.
    public init(
        screen: String, path: String, identifier: String? = nil, label: String? = nil, isTreeFile: Bool = false,
        file: String? = nil, line: Int? = nil, objectID: String? = nil
    ) {
        self.file = file
        self.line = line
        self.objectID = objectID
        self.screen = screen
        self.path = path
        self.identifier = identifier
        self.label = label
        self.isTreeFile = isTreeFile
    }
}
