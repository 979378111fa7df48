import Foundation
import Storage

/// Tags in the library's SQLite store.
final class SQLiteTagRepository: TagRepository {
    private let store: SQLiteStore

    init(store: SQLiteStore) {
        self.store = store
    }

    private static let query = KeysetQuery(
        columns: "name, photo_count, name_key", from: "tags", filter: nil, filterValues: [], sortColumn: "name_key",
        idColumn: "id", descending: false)

    func count() throws -> Int {
        try store.read { try Self.query.count(store) }
    }

    func tag(named name: String) throws -> Tag? {
        try store.read {
            try store.firstRow("SELECT name, photo_count FROM tags WHERE name_key = ?", [.text(Tag.key(for: name))])
                .map(Self.tag(from:))
        }
    }

    /// The row id of the tag matching `name`, or nil.
    func tagID(named name: String) throws -> Int64? {
        try store.firstRow("SELECT id FROM tags WHERE name_key = ?", [.text(Tag.key(for: name))])?[0].integer
    }

    func tags(from anchor: PageAnchor<Tag>, limit: Int) throws -> [Tag] {
        try store.read {
            let keyset: PageAnchor<KeysetQuery.Cursor>
            switch anchor {
            case .start: keyset = .start
            case .end: keyset = .end
            case .after(let tag): keyset = .after(try cursor(tag))
            case .before(let tag): keyset = .before(try cursor(tag))
            }
            return try Self.query.rows(store, from: keyset, limit: limit).map(Self.tag(from:))
        }
    }

    /// Name keys are unique, so the id only breaks ties that cannot happen; a deleted tag sorts by its key.
    private func cursor(_ tag: Tag) throws -> KeysetQuery.Cursor {
        let key = Tag.key(for: tag.name)
        let id = try store.firstRow("SELECT id FROM tags WHERE name_key = ?", [.text(key)])?[0].integer ?? 0
        return KeysetQuery.Cursor(sortValue: .text(key), id: .integer(id))
    }

    func all() throws -> [Tag] {
        try store.read {
            try store.rows("SELECT name, photo_count FROM tags ORDER BY name_key").map(Self.tag(from:))
        }
    }

    @discardableResult
    func add(_ name: String) throws -> Tag {
        let valid = try Tag.validatedName(name).get()
        return try store.write {
            if let existing = try tag(named: valid) { throw LibraryError.alreadyExists(.tag, existing.name) }
            try store.run(
                "INSERT INTO tags (name, name_key) VALUES (?, ?)", [.text(valid), .text(Tag.key(for: valid))])
            return Tag(name: valid)
        }
    }

    /// The tag matching `name`, created with this spelling when there is none.
    func ensureTag(_ name: String) throws -> (id: Int64, name: String) {
        let valid = try Tag.validatedName(name).get()
        let key = Tag.key(for: valid)
        if let row = try store.firstRow("SELECT id, name FROM tags WHERE name_key = ?", [.text(key)]),
            let id = row[0].integer
        {
            return (id, row[1].text ?? valid)
        }
        try store.run("INSERT INTO tags (name, name_key) VALUES (?, ?)", [.text(valid), .text(key)])
        return (store.database.lastInsertRowID, valid)
    }

    @discardableResult
    func rename(_ name: String, to newName: String) throws -> Tag {
        let valid = try Tag.validatedName(newName).get()
        return try store.write {
            guard let existing = try tag(named: name) else { throw LibraryError.notFound(.tag, name) }
            let newKey = Tag.key(for: valid)
            if newKey != Tag.key(for: existing.name), let other = try tag(named: valid) {
                throw LibraryError.alreadyExists(.tag, other.name)
            }
            try store.run(
                "UPDATE tags SET name = ?, name_key = ? WHERE name_key = ?",
                [.text(valid), .text(newKey), .text(Tag.key(for: existing.name))])
            return Tag(name: valid, photoCount: existing.photoCount)
        }
    }

    func remove(_ name: String) throws {
        try store.write {
            try store.run("DELETE FROM tags WHERE name_key = ?", [.text(Tag.key(for: name))])
            guard store.database.changes > 0 else { throw LibraryError.notFound(.tag, name) }
        }
    }

    static func tag(from row: Row) -> Tag {
        Tag(name: row[0].text ?? "", photoCount: Int(row[1].integer ?? 0))
    }
}
