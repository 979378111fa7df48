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

    static func upsertPhoto(replacing: Bool) -> String {
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
    static func mergePhoto(derivedURL: Bool) -> String {
        let url =
            derivedURL
            ? "COALESCE(photos.remote_url, excluded.remote_url)" : "COALESCE(excluded.remote_url, photos.remote_url)"
        let urlDiffers =
            derivedURL
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
    /// The page cache of a streamed import (KiB), which holds neither the file nor its photos: smaller, so that
    /// the process stays within 100 MB for a 100,000-photo file.
    static let streamCacheKiB = 32_768

    func write(_ batch: ImportBatch) throws -> ImportReport {
        try inImportTransaction {
            var report = ImportReport(format: batch.format)
            report.notices = batch.notices
            var tags = try TagCache(store: store)
            try writeItems(batch.items, &report)
            let photos = try ImportedPhotoWriter(
                store: store, library: library, staged: staged, mode: batch.photoMode,
                uniqueIDs: Set(batch.photos.map(\.photo.id)).count == batch.photos.count)
            for imported in batch.photos { try photos.write(imported, &tags, &report) }
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

    /// Writes photos as `produce` hands them over (a file read a few photos at a time), in one transaction:
    /// when `produce` throws, nothing is written. Only photos and their tags, as a Flickr response has; the
    /// reader hands over each id once (it checks the file for duplicates). Into a library without photos, the
    /// rows are written a batch at a time (``NewPhotoRows``) and the indexes of photos and links made after them
    /// (``DeferredIndexes``).
    func stream(
        format: ImportFormat, mode: ImportBatch.PhotoMode,
        _ produce: (_ write: ([ImportBatch.ImportedPhoto]) throws -> Void) throws -> Void
    ) throws -> ImportReport {
        // Into a library without photos, whose links can only name the photos and tags the import writes, foreign
        // keys are checked once, over every link, before the commit (``checkLinks()``) instead of row by row: a
        // statement of several rows that checks them keeps a statement journal of every page it touches.
        let linksCheckedAtEnd = try !store.database.isInTransaction && Self.hasNoPhotos(store)
        return try inImportTransaction(
            cacheKiB: Self.streamCacheKiB, checkConstraints: false, foreignKeys: !linksCheckedAtEnd
        ) {
            var report = ImportReport(format: format)
            var tags = try TagCache(store: store)
            let photos = try ImportedPhotoWriter(
                store: store, library: library, staged: staged, mode: mode, uniqueIDs: true)
            // Into a library without photos, the photos' and links' indexes are made once at the end.
            let deferred = photos.allNew ? try DeferredIndexes(store: store) : nil
            let rows = photos.allNew && staged.isEmpty ? try NewPhotoRows(store: store) : nil
            try produce { batch in
                if let rows { return try rows.write(batch, &tags, &report) }
                for imported in batch { try photos.write(imported, &tags, &report) }
            }
            try tags.saveCounts()
            try deferred?.recreate()
            if linksCheckedAtEnd { try checkLinks() }
            return report
        }
    }

    /// Whether the library has no photos and no links (before the transaction: the writer looks again inside it).
    private static func hasNoPhotos(_ store: SQLiteStore) throws -> Bool {
        try store.read {
            try store.integer("SELECT EXISTS (SELECT 1 FROM photos) OR EXISTS (SELECT 1 FROM photo_tags)") == 0
        }
    }

    /// Fails, so the transaction rolls back, when a link names a tag or photo that is not there (`PRAGMA
    /// foreign_key_check`): what the foreign keys, had they been checked row by row, would have refused.
    func checkLinks() throws {
        let broken = try store.database.query("PRAGMA foreign_key_check(photo_tags)")
        guard let first = broken.first else { return }
        let parent = first.values.count > 2 ? first.values[2].text ?? "?" : "?"
        throw LibraryError.storage(
            reason: "\(broken.count) tag link(s) of the import name no row of \(parent) (PRAGMA foreign_key_check)")
    }

    /// Runs `body` in one transaction with the import's larger page cache.
    ///
    /// Without `checkConstraints`, the tables' CHECK constraints are not evaluated: for a stream of Flickr photos,
    /// whose rows cannot break them (`is_favorite` is written from a `Bool`, `image_format` not at all), while
    /// SQLite builds a temporary b-tree for the `image_format IN (...)` list of every photo inserted. NOT NULL,
    /// UNIQUE and foreign keys are checked as always.
    ///
    /// Without `foreignKeys` (set before the transaction begins, as SQLite requires), no foreign key is checked or
    /// acted on in it: the caller checks them itself before the commit.
    private func inImportTransaction(
        cacheKiB: Int = SQLiteImportWriter.importCacheKiB, checkConstraints: Bool = true, foreignKeys: Bool = true,
        _ body: () throws -> ImportReport
    ) throws -> ImportReport {
        let previousCache = try store.integer("PRAGMA cache_size")
        try store.database.execute("PRAGMA cache_size = -\(cacheKiB)")
        defer { try? store.database.execute("PRAGMA cache_size = \(previousCache)") }
        if !checkConstraints { try store.database.execute("PRAGMA ignore_check_constraints = ON") }
        defer { if !checkConstraints { try? store.database.execute("PRAGMA ignore_check_constraints = OFF") } }
        if !foreignKeys { try store.database.execute("PRAGMA foreign_keys = OFF") }
        defer { if !foreignKeys { try? store.database.execute("PRAGMA foreign_keys = ON") } }
        return try store.write(body)
    }

    private func writeItems(_ items: [ImportBatch.ImportedItem], _ report: inout ImportReport) throws {
        let existing = try store.statement(
            "SELECT image_format, image_width, image_height, image_bytes FROM items WHERE id = ?")
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
            if before == nil {
                report.items.added += 1
            } else if changed {
                report.items.updated += 1
            } else {
                report.items.unchanged += 1
            }
        }
    }
}

/// Tag ids by folded name for the length of one import, creating tags as they are first met.
struct TagCache {
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
