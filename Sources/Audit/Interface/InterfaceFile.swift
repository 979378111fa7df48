import Readers

/// A storyboard or xib to audit with its strings tables: what the interface rules see.
public struct InterfaceFile: Sendable {
    /// The file as the user named it (or as found under `audit PATH`).
    public var path: String
    /// The document, read.
    public var document: InterfaceDocument
    /// Its `<lang>.lproj/<Name>.strings` tables, every locale.
    public var tables: [StoryboardTable]

    /// Creates an interface file.
    public init(path: String, document: InterfaceDocument, tables: [StoryboardTable]) {
        self.path = path
        self.document = document
        self.tables = tables
    }
}
