import Storage

/// The indexes of photos and their tag links, dropped while a stream of photos is written into a library that has
/// none, and made again, from their own definitions, before the transaction commits: one sorted pass per index
/// instead of a b-tree insert per row, and the same schema after it. The indexes defined after the first of them
/// are made again too, in their order, so the schema lists every index where it was.
struct DeferredIndexes {
    private let store: SQLiteStore
    /// `CREATE INDEX` statements, in the schema's order.
    private let definitions: [String]

    /// Drops the indexes, in the open transaction.
    init(store: SQLiteStore) throws {
        self.store = store
        let rows = try store.rows(
            """
            SELECT name, sql FROM sqlite_schema
            WHERE type = 'index' AND sql IS NOT NULL AND rowid >= (
                SELECT min(rowid) FROM sqlite_schema
                WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('photos', 'photo_tags'))
            ORDER BY rowid
            """)
        var definitions: [String] = []
        for row in rows {
            guard let name = row[0].text, let sql = row[1].text else { continue }
            let quoted = String(name.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] })
            try store.database.execute("DROP INDEX \"\(quoted)\"")
            definitions.append(sql)
        }
        self.definitions = definitions
    }

    /// Makes the indexes again.
    func recreate() throws {
        for sql in definitions { try store.database.execute(sql) }
    }
}
