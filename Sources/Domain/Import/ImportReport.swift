/// What an import changed.
public struct ImportReport: Sendable, Equatable {
    /// Added, updated and unchanged records of one kind.
    public struct Counts: Sendable, Equatable {
        public var added = 0
        public var updated = 0
        public var unchanged = 0

        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
        }

        /// Everything in the file.
        public var total: Int { added + updated + unchanged }
    }

    public var format: ImportFormat
    public var items = Counts()
    public var photos = Counts()
    /// Tags created.
    public var tagsAdded = 0
    /// Image files stored.
    public var images = 0
    public var notices: [ImportNotice] = []

    public init(format: ImportFormat) {
        self.format = format
    }
}
