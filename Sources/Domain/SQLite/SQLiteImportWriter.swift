import Storage

/// Writes an ``ImportBatch`` with upserts in one transaction, counting what was added, changed or already so.
struct SQLiteImportWriter {
    let library: Library
    /// Staged images by `item:<key>` or `photo:<id>`.
    let staged: [String: StagedImage]

    private var store: SQLiteStore { library.store }

    private static let upsertItem = """
        INSERT INTO items (id, name, name_key, value_minor, currency, serial_number, date_created, category)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
            value_minor = excluded.value_minor, currency = excluded.currency, serial_number = excluded.serial_number,
            date_created = excluded.date_created, category = excluded.category
        WHERE items.name IS NOT excluded.name OR items.value_minor IS NOT excluded.value_minor
            OR items.currency IS NOT excluded.currency OR items.serial_number IS NOT excluded.serial_number
            OR items.date_created IS NOT excluded.date_created OR items.category IS NOT excluded.category
        """

    private static func upsertPhoto(replacing: Bool) -> String {
        let favorite = replacing ? ", is_favorite = excluded.is_favorite" : ""
        let favoriteDiffers = replacing ? " OR photos.is_favorite IS NOT excluded.is_favorite" : ""
        return """
            INSERT INTO photos (id, title, description, date_taken, remote_url, is_favorite, width, height)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description,
                date_taken = excluded.date_taken, remote_url = excluded.remote_url\(favorite),
                width = CASE WHEN photos.image_format IS NULL THEN excluded.width ELSE photos.width END,
                height = CASE WHEN photos.image_format IS NULL THEN excluded.height ELSE photos.height END
            WHERE photos.title IS NOT excluded.title OR photos.description IS NOT excluded.description
                OR photos.date_taken IS NOT excluded.date_taken OR photos.remote_url IS NOT excluded.remote_url\(favoriteDiffers)
                OR (photos.image_format IS NULL
                    AND (photos.width IS NOT excluded.width OR photos.height IS NOT excluded.height))
            """
    }

    /// The merge of a Flickr response: a field the response does not give (an empty title or date, no
    /// description, URL or size) never erases what the library has. A source URL built from `server` and
    /// `secret` (`derivedURL`) only fills an empty one.
    private static func mergePhoto(derivedURL: Bool) -> String {
        let url = derivedURL
            ? "COALESCE(photos.remote_url, excluded.remote_url)" : "COALESCE(excluded.remote_url, photos.remote_url)"
        let urlDiffers = derivedURL
            ? "photos.remote_url IS NULL AND excluded.remote_url IS NOT NULL"
            : "excluded.remote_url IS NOT NULL AND photos.remote_url IS NOT excluded.remote_url"
        let sized = "photos.image_format IS NULL AND excluded.width IS NOT NULL AND excluded.height IS NOT NULL"
        return """
            INSERT INTO photos (id, title, description, date_taken, remote_url, is_favorite, width, height)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                title = CASE WHEN excluded.title = '' THEN photos.title ELSE excluded.title END,
                description = COALESCE(excluded.description, photos.description),
                date_taken = CASE WHEN excluded.date_taken = '' THEN photos.date_taken ELSE excluded.date_taken END,
                remote_url = \(url),
                width = CASE WHEN \(sized) THEN excluded.width ELSE photos.width END,
                height = CASE WHEN \(sized) THEN excluded.height ELSE photos.height END
            WHERE (excluded.title <> '' AND photos.title IS NOT excluded.title)
                OR (excluded.description IS NOT NULL AND photos.description IS NOT excluded.description)
                OR (excluded.date_taken <> '' AND photos.date_taken IS NOT excluded.date_taken)
                OR (\(urlDiffers))
                OR (\(sized) AND (photos.width IS NOT excluded.width OR photos.height IS NOT excluded.height))
            """
    }

    /// The page cache of an import (KiB): a large transaction that spills pages to the log writes them twice.
    static let importCacheKiB = 65_536

    func write(_ batch: ImportBatch) throws -> ImportReport {
        let previousCache = try store.integer("PRAGMA cache_size")
        try store.database.execute("PRAGMA cache_size = -\(Self.importCacheKiB)")
        defer { try? store.database.execute("PRAGMA cache_size = \(previousCache)") }
        return try store.write {
            var report = ImportReport(format: batch.format)
            report.notices = batch.notices
            var tags = try TagCache(store: store)
            try writeItems(batch.items, &report)
            try writePhotos(batch, &tags, &report)
            for name in batch.tags { _ = try tags.id(for: name, report: &report) }
            try tags.saveCounts()
            for (key, value) in batch.settings.sorted(by: { $0.key < $1.key }) {
                try library.settings.setValue(value, for: key)
            }
            let pronunciations = library.pronunciations
            for record in batch.pronunciations {
                try pronunciations.remove(pattern: record.pattern, language: record.language)
            }
            for record in batch.pronunciations { try pronunciations.add(record) }
            return report
        }
    }

    private func writeItems(_ items: [ImportBatch.ImportedItem], _ report: inout ImportReport) throws {
        let existing = try store.statement("SELECT image_format, image_width, image_height, image_bytes FROM items WHERE id = ?")
        let upsert = try store.statement(Self.upsertItem)
        for imported in items {
            try store.checkInterrupted()
            let item = imported.item
            let before = try existing.firstRow([.text(item.key)])
            try upsert.run(SQLiteItemRepository.fieldValues(item))
            var changed = store.database.changes > 0
            if let image = staged["item:" + item.key] {
                let old = before.flatMap { ImageColumns.info(format: $0[0], width: $0[1], height: $0[2], bytes: $0[3]) }
                changed = changed || old != image.info
                try store.run(
                    "UPDATE items SET image_format = ?, image_width = ?, image_height = ?, image_bytes = ? WHERE id = ?",
                    ImageColumns.values(image.info) + [.text(item.key)])
                ImageColumns.replace(old, owner: item.key, with: image, store: store, images: library.images)
                report.images += 1
            }
            if before == nil { report.items.added += 1 } else if changed { report.items.updated += 1 } else { report.items.unchanged += 1 }
        }
    }

    private func writePhotos(_ batch: ImportBatch, _ tags: inout TagCache, _ report: inout ImportReport) throws {
        let replacing = batch.photoMode == .replace
        let existing = try store.statement(
            "SELECT image_format, width, height, image_bytes, date_taken FROM photos WHERE id = ?")
        let upsert = try store.statement(replacing ? Self.upsertPhoto(replacing: true) : Self.mergePhoto(derivedURL: false))
        let mergeDerived = replacing ? nil : try store.statement(Self.mergePhoto(derivedURL: true))
        let link = try store.statement("INSERT OR IGNORE INTO photo_tags (tag_id, photo_id, date_taken) VALUES (?, ?, ?)")
        let current = try store.statement("SELECT tag_id FROM photo_tags WHERE photo_id = ?")
        let unlink = try store.statement("DELETE FROM photo_tags WHERE tag_id = ? AND photo_id = ?")
        let moveLinks = try store.statement("UPDATE photo_tags SET date_taken = ?1 WHERE photo_id = ?2 AND date_taken IS NOT ?1")
        for imported in batch.photos {
            try store.checkInterrupted()
            let photo = imported.photo
            let id = SQLValue.text(photo.id)
            let before = try existing.firstRow([id])
            let values = SQLitePhotoRepository.fieldValues(photo)
            try (imported.remoteURLIsDerived ? mergeDerived ?? upsert : upsert).run(values)
            var changed = store.database.changes > 0
            // A merge keeps the stored date when the file has none: the tag lists are ordered by the stored one.
            let date = !replacing && values[3] == .text("") ? before?[4] ?? values[3] : values[3]
            if before != nil, changed { try moveLinks.run([date, id]) }
            var wanted: [Int64] = []
            for name in imported.tags { wanted.append(try tags.id(for: name, report: &report)) }
            if replacing, before != nil {
                let have = Set(try current.rows([id]).compactMap { $0[0].integer })
                for tagID in have.subtracting(wanted) {
                    try unlink.run([.integer(tagID), id])
                    tags.count(tagID, by: -1)
                    changed = true
                }
            }
            for tagID in wanted {
                try link.run([.integer(tagID), id, date])
                guard store.database.changes > 0 else { continue }
                tags.count(tagID, by: 1)
                changed = changed || before != nil
            }
            if let image = staged["photo:" + photo.id] {
                let old = before.flatMap { ImageColumns.info(format: $0[0], width: $0[1], height: $0[2], bytes: $0[3]) }
                changed = changed || old != image.info
                try store.run(
                    "UPDATE photos SET image_format = ?, width = ?, height = ?, image_bytes = ? WHERE id = ?",
                    ImageColumns.values(image.info) + [id])
                ImageColumns.replace(old, owner: photo.id, with: image, store: store, images: library.images)
                report.images += 1
            }
            if before == nil { report.photos.added += 1 } else if changed { report.photos.updated += 1 } else { report.photos.unchanged += 1 }
        }
    }
}

/// Tag ids by folded name for the length of one import, creating tags as they are first met.
private struct TagCache {
    private let store: SQLiteStore
    private var ids: [String: Int64] = [:]
    private var names: [String: String] = [:]
    /// Links added (and removed) per tag, saved on the tags at the end.
    private var deltas: [Int64: Int] = [:]

    init(store: SQLiteStore) throws {
        self.store = store
        for row in try store.rows("SELECT id, name_key FROM tags") {
            if let id = row[0].integer, let key = row[1].text { ids[key] = id }
        }
    }

    mutating func id(for name: String, report: inout ImportReport) throws -> Int64 {
        if let key = names[name], let id = ids[key] { return id }
        let key = Tag.key(for: name)
        names[name] = key
        if let id = ids[key] { return id }
        try store.run("INSERT INTO tags (name, name_key) VALUES (?, ?)", [.text(name), .text(key)])
        let id = store.database.lastInsertRowID
        ids[key] = id
        report.tagsAdded += 1
        return id
    }

    mutating func count(_ tagID: Int64, by delta: Int) {
        deltas[tagID, default: 0] += delta
    }

    /// Adds the links counted to each tag's photo count.
    func saveCounts() throws {
        for (tagID, delta) in deltas.sorted(by: { $0.key < $1.key }) where delta != 0 {
            try SQLitePhotoRepository.count(tag: tagID, by: delta, store)
        }
    }
}
