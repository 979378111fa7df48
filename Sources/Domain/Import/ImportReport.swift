/// What an import changed.
public struct ImportReport: Sendable, Equatable {
    /// Added, updated and unchanged records of one kind.
    public struct Counts: Sendable, Equatable {
        /// Records that were new.
        public var added = 0
        /// Records that existed and changed.
        public var updated = 0
        /// Records that existed as they are in the file.
        public var unchanged = 0

        /// Creates counts.
        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
        }

        /// Everything in the file.
        public var total: Int { added + updated + unchanged }
    }

    /// The format imported.
    public var format: ImportFormat
    /// What happened to the items.
    public var items = Counts()
    /// What happened to the photos.
    public var photos = Counts()
    /// Tags created.
    public var tagsAdded = 0
    /// Image files stored.
    public var images = 0
    /// Things to tell the user.
    public var notices: [ImportNotice] = []

    /// An empty report.
    public init(format: ImportFormat) {
        self.format = format
    }
}
