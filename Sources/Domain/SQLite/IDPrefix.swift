import Storage

/// Finding a record by a unique prefix of its id.
enum IDPrefix {
    /// The shortest prefix accepted.
    static let minimumLength = 4

    /// The ids of `table` starting with `prefix`: exactly one, or an error.
    static func matches(_ prefix: String, table: String, kind: LibraryError.RecordKind, store: SQLiteStore) throws
        -> [String]
    {
        guard prefix.count >= minimumLength else {
            throw LibraryError.idTooShort(kind, prefix: prefix, minimum: minimumLength)
        }
        let rows = try store.read {
            try store.rows(
                "SELECT id FROM \(table) WHERE id BETWEEN ? AND ? ORDER BY id LIMIT 6",
                [.text(prefix), .text(prefix + "\u{10FFFF}")])
        }
        let ids = rows.compactMap { $0[0].text }
        if ids.isEmpty { throw LibraryError.notFound(kind, prefix) }
        if ids.count > 1, !ids.contains(prefix) {
            throw LibraryError.ambiguousID(kind, prefix: prefix, matches: Array(ids.prefix(5)))
        }
        return ids.contains(prefix) ? [prefix] : ids
    }
}
