import Storage

/// The user's pronunciation dictionary in the library's SQLite store.
final class SQLitePronunciationRepository: PronunciationRepository {
    private let store: SQLiteStore

    init(store: SQLiteStore) {
        self.store = store
    }

    private static let columns = "id, pattern, match, case_sensitive, kind, replacement, language, position"

    func records(language: String?) throws -> [PronunciationRecord] {
        try store.read {
            let rows: [Row]
            if let language {
                rows = try store.rows(
                    "SELECT \(Self.columns) FROM pronunciations WHERE language = ? ORDER BY position, id",
                    [.text(language)])
            } else {
                rows = try store.rows("SELECT \(Self.columns) FROM pronunciations ORDER BY language, position, id")
            }
            return rows.map(Self.record(from:))
        }
    }

    @discardableResult
    func add(_ record: PronunciationRecord) throws -> PronunciationRecord {
        try store.write {
            try store.run(
                """
                INSERT INTO pronunciations (pattern, match, case_sensitive, kind, replacement, language, position)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(record.pattern), .text(record.match.rawValue), .integer(record.caseSensitive ? 1 : 0),
                    .text(record.kind.rawValue), .text(record.replacement), .text(record.language),
                    .integer(Int64(record.position)),
                ])
            var stored = record
            stored.id = store.database.lastInsertRowID
            return stored
        }
    }

    @discardableResult
    func remove(pattern: String, language: String?) throws -> Int {
        try store.write {
            if let language {
                try store.run(
                    "DELETE FROM pronunciations WHERE pattern = ? AND language = ?", [.text(pattern), .text(language)])
            } else {
                try store.run("DELETE FROM pronunciations WHERE pattern = ?", [.text(pattern)])
            }
            return store.database.changes
        }
    }

    static func record(from row: Row) -> PronunciationRecord {
        PronunciationRecord(
            id: row[0].integer, pattern: row[1].text ?? "",
            match: row[2].text.flatMap(PronunciationRecord.Match.init(rawValue:)) ?? .word,
            caseSensitive: row[3].integer == 1,
            kind: row[4].text.flatMap(PronunciationRecord.Kind.init(rawValue:)) ?? .say,
            replacement: row[5].text ?? "", language: row[6].text ?? "", position: Int(row[7].integer ?? 0))
    }
}
