import Foundation
import Storage

/// The inventory in the library's SQLite store.
final class SQLiteItemRepository: ItemRepository {
    private let store: SQLiteStore
    private let images: ImageStore

    static let columns = """
        id, name, value_minor, currency, serial_number, date_created, category, image_format, image_width, \
        image_height, image_bytes
        """

    init(store: SQLiteStore, images: ImageStore) {
        self.store = store
        self.images = images
    }

    // MARK: - Reading

    func count() throws -> Int {
        try store.read { Int(try store.integer("SELECT count(*) FROM items")) }
    }

    func item(id: UUID) throws -> Item? {
        try store.read {
            try store.firstRow("SELECT \(Self.columns) FROM items WHERE id = ?", [.text(id.uuidString)])
                .map(Self.item(from:))
        }
    }

    func resolve(_ text: String) throws -> UUID {
        let prefix = text.trimmingCharacters(in: .whitespaces).uppercased()
        if let exact = UUID(uuidString: prefix) {
            guard try item(id: exact) != nil else { throw LibraryError.notFound(.item, text) }
            return exact
        }
        let ids = try IDPrefix.matches(prefix, table: "items", kind: .item, store: store)
        guard let id = UUID(uuidString: ids[0]) else { throw LibraryError.notFound(.item, text) }
        return id
    }

    private func query(_ sort: ItemSort) -> KeysetQuery {
        let column: String
        switch sort {
        case .name: column = "name_key"
        case .value: column = "value_minor"
        case .date: column = "date_created"
        }
        return KeysetQuery(
            columns: Self.columns, from: "items", filter: nil, filterValues: [], sortColumn: column, idColumn: "id",
            descending: sort != .name)
    }

    private func cursor(_ item: Item, _ sort: ItemSort) -> KeysetQuery.Cursor {
        let value: SQLValue
        switch sort {
        case .name: value = .text(SortKey.folded(item.name))
        case .value: value = .integer(item.value.minorUnits)
        case .date: value = .integer(Timestamp.milliseconds(item.dateCreated))
        }
        return KeysetQuery.Cursor(sortValue: value, id: .text(item.key))
    }

    func items(sortedBy sort: ItemSort, from anchor: PageAnchor<Item>, limit: Int) throws -> [Item] {
        let keyset: PageAnchor<KeysetQuery.Cursor>
        switch anchor {
        case .start: keyset = .start
        case .end: keyset = .end
        case .after(let item): keyset = .after(cursor(item, sort))
        case .before(let item): keyset = .before(cursor(item, sort))
        }
        return try store.read { try query(sort).rows(store, from: keyset, limit: limit).map(Self.item(from:)) }
    }

    func items(sortedBy sort: ItemSort, offset: Int, limit: Int) throws -> [Item] {
        try store.read { try query(sort).rows(store, offset: offset, limit: limit).map(Self.item(from:)) }
    }

    func position(of item: Item, sortedBy sort: ItemSort) throws -> Int {
        try store.read { try query(sort).position(store, of: cursor(item, sort)) }
    }

    // MARK: - Writing

    @discardableResult
    func add(_ item: Item) throws -> Item {
        let valid = try item.validated()
        return try store.write {
            guard try store.firstRow("SELECT 1 FROM items WHERE id = ?", [.text(valid.key)]) == nil else {
                throw LibraryError.alreadyExists(.item, valid.key)
            }
            try store.run(
                """
                INSERT INTO items (id, name, name_key, value_minor, currency, serial_number, date_created, category)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, Self.fieldValues(valid))
            return valid
        }
    }

    @discardableResult
    func update(_ item: Item) throws -> Item {
        let valid = try item.validated()
        return try store.write {
            var values = Self.fieldValues(valid)
            values.append(values.removeFirst())
            try store.run(
                """
                UPDATE items SET name = ?, name_key = ?, value_minor = ?, currency = ?, serial_number = ?,
                date_created = ?, category = ? WHERE id = ?
                """, values)
            guard store.database.changes > 0, let stored = try self.item(id: valid.id) else {
                throw LibraryError.notFound(.item, valid.key)
            }
            return stored
        }
    }

    @discardableResult
    func update(id: UUID, _ change: (inout Item) throws -> Void) throws -> Item {
        try store.write {
            guard let existing = try item(id: id) else { throw LibraryError.notFound(.item, id.uuidString) }
            var changed = existing
            try change(&changed)
            changed.id = existing.id
            changed.image = existing.image
            let old = Self.fieldValues(existing)
            let new = Self.fieldValues(try changed.validated())
            var assignments: [String] = []
            var values: [SQLValue] = []
            for index in 1..<Self.fieldColumns.count where old[index] != new[index] {
                assignments.append("\(Self.fieldColumns[index]) = ?")
                values.append(new[index])
            }
            guard !assignments.isEmpty else { return existing }
            try store.run(
                "UPDATE items SET \(assignments.joined(separator: ", ")) WHERE id = ?", values + [.text(existing.key)])
            return try item(id: id) ?? existing
        }
    }

    /// The columns of `fieldValues`, in its order.
    static let fieldColumns = [
        "id", "name", "name_key", "value_minor", "currency", "serial_number", "date_created", "category",
    ]

    /// The id and fields of `fieldValues` order: id, name, name_key, value, currency, serial, date, category.
    static func fieldValues(_ item: Item) -> [SQLValue] {
        [
            .text(item.key), .text(item.name), .text(SortKey.folded(item.name)), .integer(item.value.minorUnits),
            .text(item.value.currency), item.serialNumber.map { .text($0) } ?? .null,
            .integer(Timestamp.milliseconds(item.dateCreated)), .text(item.category.rawValue),
        ]
    }

    func remove(id: UUID) throws {
        try store.write {
            guard let existing = try item(id: id) else { throw LibraryError.notFound(.item, id.uuidString) }
            try store.run("DELETE FROM items WHERE id = ?", [.text(id.uuidString)])
            if let image = existing.image {
                let name = image.fileName(owner: existing.key)
                store.afterCommit { [images] in images.removeFile(named: name) }
            }
        }
    }

    @discardableResult
    func setImage(_ staged: StagedImage?, forItem id: UUID) throws -> Item {
        do {
            return try store.write {
                if let staged { store.afterRollback { [images] in images.discard(staged) } }
                guard let existing = try item(id: id) else { throw LibraryError.notFound(.item, id.uuidString) }
                let info = staged?.info
                try store.run(
                    "UPDATE items SET image_format = ?, image_width = ?, image_height = ?, image_bytes = ? WHERE id = ?",
                    ImageColumns.values(info) + [.text(existing.key)])
                ImageColumns.replace(existing.image, owner: existing.key, with: staged, store: store, images: images)
                var updated = existing
                updated.image = info
                return updated
            }
        } catch {
            if let staged { images.discard(staged) }
            throw error
        }
    }

    // MARK: - Rows

    static func item(from row: Row) -> Item {
        let id =
            row[0].text.flatMap(UUID.init(uuidString:)) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        var item = Item(
            id: id, name: row[1].text ?? "",
            value: Money(minorUnits: row[2].integer ?? 0, currency: row[3].text ?? Money.defaultCurrency),
            serialNumber: row[4].text, dateCreated: Timestamp.date(milliseconds: row[5].integer ?? 0),
            category: row[6].text.flatMap(Category.init(rawValue:)) ?? .other)
        item.image = ImageColumns.info(format: row[7], width: row[8], height: row[9], bytes: row[10])
        return item
    }
}
