import Accessibility

/// A tree file, read: its format, its screens, and for a storyboard or xib the document and its
/// strings tables (for the audit's storyboard rules).
public struct ReadTree: Sendable {
    /// The format the file was read as.
    public var format: TreeFormat
    /// The element-tree document, as `inspect --json` prints it: the one root of a single screen,
    /// or an array of every screen's root.
    public var document: ElementTreeDocument
    /// The screens, in file order.
    public var screens: [ReadScreen]
    /// The storyboard or xib, for those formats.
    public var interface: InterfaceDocument?
    /// The storyboard's `.strings` tables, every locale.
    public var tables: [StoryboardTable]
    /// The table applied to the elements, when the locale had one.
    public var appliedTable: StoryboardTable?

    /// Creates a read tree.
    public init(
        format: TreeFormat, document: ElementTreeDocument, screens: [ReadScreen], interface: InterfaceDocument? = nil,
        tables: [StoryboardTable] = [], appliedTable: StoryboardTable? = nil
    ) {
        self.format = format
        self.document = document
        self.screens = screens
        self.interface = interface
        self.tables = tables
        self.appliedTable = appliedTable
    }
}
