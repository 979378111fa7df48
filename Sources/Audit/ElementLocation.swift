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

    /// Creates an element location.
    public init(
        screen: String, path: String, identifier: String? = nil, label: String? = nil, isTreeFile: Bool = false
    ) {
        self.screen = screen
        self.path = path
        self.identifier = identifier
        self.label = label
        self.isTreeFile = isTreeFile
    }
}
