import Accessibility

/// One screen or tree file to audit: its name in findings and its tree (audit.md §1.1).
public struct AuditScreen: Sendable {
    /// The library screen name, or the tree file argument as given (`<stdin>` for `-`).
    public var name: String
    /// The tree, exactly as `inspect SCREEN --json` prints it, or as read from the file.
    public var tree: AccessibilityTree
    /// Whether the screen is a tree file (SARIF then adds a physical location).
    public var isTreeFile: Bool
    /// The file the screen was read from when its name is not the file (`FILE#SCENE`).
    public var sourceFile: String?
    /// The source object ids (``ElementSource/objectID``) whose label code may set at run time: a
    /// storyboard object with an outlet or empty text. Their missing label is a warning.
    public var labelledInCode: Set<String>
    /// The language the app shows the screen in (BCP-47), when the input or its project says: the
    /// screen's pass locale. Nil: the audit's tree locale.
    public var locale: String?

    /// Creates a screen.
    public init(
        name: String, tree: AccessibilityTree, isTreeFile: Bool, sourceFile: String? = nil,
        labelledInCode: Set<String> = [], locale: String? = nil
    ) {
        self.name = name
        self.tree = tree
        self.isTreeFile = isTreeFile
        self.sourceFile = sourceFile
        self.labelledInCode = labelledInCode
        self.locale = locale
    }
}
