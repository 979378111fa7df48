/// The strings table Xcode generates for a storyboard or xib (`<lang>.lproj/<Name>.strings`):
/// keys `OBJECT-ID.property` (`accessibilityLabel`, `accessibilityHint`, `normalTitle`, `text`,
/// `placeholder`, `title`) with their translations.
public struct StoryboardTable: Sendable, Hashable {
    /// One entry: its translation and 1-based line.
    public struct Entry: Sendable, Hashable {
        /// The key, `OBJECT-ID.property`.
        public var key: String
        /// The translation.
        public var value: String
        /// The 1-based line of the entry.
        public var line: Int

        /// Creates an entry.
        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }

        /// The object id: the key up to its first dot.
        public var objectID: String { String(key.prefix { $0 != "." }) }

        /// The property: the key after its first dot (`accessibilityLabel`).
        public var property: String {
            guard let dot = key.firstIndex(of: ".") else { return "" }
            return String(key[key.index(after: dot)...])
        }
    }

    /// The file as named for findings (`de.lproj/Feedback.strings` under the given folder).
    public var file: String
    /// The locale: the `.lproj` folder's name without the extension (`de`, `pt-BR`).
    public var locale: String
    /// The entries, in file order.
    public var entries: [Entry]
    private var index: [String: Int]

    /// Creates a table; a later duplicate key wins over an earlier one, as in Foundation.
    public init(file: String, locale: String, entries: [Entry]) {
        self.file = file
        self.locale = locale
        self.entries = entries
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        self.index = index
    }

    /// The translation of one property of one object, if the table has it.
    public func value(_ objectID: String?, _ property: String) -> String? {
        guard let objectID, let position = index[objectID + "." + property] else { return nil }
        return entries[position].value
    }

    /// Whether the table has a key.
    public func contains(_ key: String) -> Bool { index[key] != nil }
}
