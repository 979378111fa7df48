/// What `lector photos` was asked to do.
public enum PhotosRequest: Sendable, Equatable {
    /// `photos list [--tag TAG] [--favorites] [--undescribed] [--json]`.
    case list(tag: String?, favorites: Bool, json: Bool, undescribed: Bool = false)
    /// `photos show ID [--json]`.
    case show(id: String, json: Bool)
    /// `photos edit ID [--title T] [--description ALT]`; an empty description removes it.
    case edit(id: String, title: String?, description: String?)
    /// `photos tag ID TAG...`.
    case tag(id: String, tags: [String])
    /// `photos untag ID TAG...`.
    case untag(id: String, tags: [String])
    /// `photos favorite ID on|off`.
    case favorite(id: String, on: Bool)
    /// `photos remove ID`.
    case remove(id: String)
    // MARK: - Photo files (issue 16)
    /// `photos add FILE|DIR... [--recursive]`.
    case add(paths: [String], recursive: Bool)
    /// `photos export ID FILE`.
    case export(id: String, file: String)
    /// `photos fetch interestingness|recent|search TEXT [--pages N] [--api-url URL] [--api-key KEY]`.
    case fetch(FetchRequest)
}

/// What `lector tags` was asked to do.
public enum TagsRequest: Sendable, Equatable {
    /// `tags list [--json]`.
    case list(json: Bool)
    /// `tags add NAME`.
    case add(String)
    /// `tags rename OLD NEW`.
    case rename(String, to: String)
    /// `tags remove NAME`.
    case remove(String)
}
