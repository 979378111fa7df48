import Storage

/// What can go wrong with the library itself or a record in it (exit 2 in the CLI).
public enum LibraryError: Error, Sendable, Equatable {
    /// The library path names something that is not a folder.
    case notAFolder(path: String)
    /// The folder cannot be used as a library (no permission, not a SQLite file...); the system's reason.
    case unusable(path: String, reason: String)
    /// The library was written by a newer Lector, with a schema this build does not know.
    case tooNew(path: String, version: Int, supported: Int)
    /// The store failed (disk full, locked for longer than the busy timeout, corrupt file...).
    case storage(SQLiteError)
    /// A signal stopped the write; everything it did was rolled back.
    case interrupted
    /// No record of `kind` has this id or prefix.
    case notFound(RecordKind, String)
    /// More than one record of `kind` starts with the prefix; a few of them.
    case ambiguousID(RecordKind, prefix: String, matches: [String])
    /// An id prefix shorter than the minimum.
    case idTooShort(RecordKind, prefix: String, minimum: Int)
    /// A record of `kind` with this id (for tags: this name, ignoring case and accents) exists already; its
    /// id or spelling.
    case alreadyExists(RecordKind, String)

    /// The kinds of record an id names.
    public enum RecordKind: String, Sendable, Equatable {
        case item, photo, tag
    }
}
