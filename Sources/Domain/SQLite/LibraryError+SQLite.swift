import Storage

extension LibraryError {
    /// The library's meaning of a SQLite failure: its result codes stay here, below the library's users.
    init(_ sqlite: SQLiteError) {
        switch sqlite.primaryCode {
        case 5: self = .busy  // SQLITE_BUSY
        case 6: self = .locked  // SQLITE_LOCKED
        case 8: self = .readOnly  // SQLITE_READONLY
        case 11, 26: self = .corrupt(reason: sqlite.message)  // SQLITE_CORRUPT, SQLITE_NOTADB
        case 13: self = .full  // SQLITE_FULL
        default: self = .storage(reason: sqlite.message)
        }
    }
}
