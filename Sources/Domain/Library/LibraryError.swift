import Core
/// What can go wrong with the library itself or a record in it (exit 2 in the CLI).
public enum LibraryError: Error, Sendable, Equatable {
    /// The library path names something that is not a folder.
    case notAFolder(path: String)
    /// The folder cannot be used as a library (no permission, not a SQLite file...); the system's reason.
    case unusable(path: String, reason: String)
    /// The folder or its files cannot be made or opened; why, as the system says it.
    case inaccessible(path: String, failure: FileFailure)
    /// The library was written by a newer Lector, with a schema this build does not know.
    case tooNew(path: String, version: Int, supported: Int)
    /// Another process held the library's write lock for longer than the busy timeout.
    case busy
    /// Another connection of this process holds a table lock the statement needs.
    case locked
    /// The library file is damaged or not a library database; the store's message.
    case corrupt(reason: String)
    /// The library file or its folder cannot be written.
    case readOnly
    /// The disk (or the store's size limit) is full.
    case full
    /// Any other failure of the store; the store's message.
    case storage(reason: String)
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
