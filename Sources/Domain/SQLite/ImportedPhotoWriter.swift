import Storage

/// The prepared statements that write the photos of one import, one photo at a time, inside its transaction.
struct ImportedPhotoWriter {
    let store: SQLiteStore
    let library: Library
    /// Staged images by `photo:<id>`.
    let staged: [String: StagedImage]
    let replacing: Bool
    private let existing: Statement
    private let upsert: Statement
    private let mergeDerived: Statement?
    private let link: Statement
    private let current: Statement
    private let unlink: Statement
    private let moveLinks: Statement
    /// Every photo written is new: the library had no photos (and so no links) when the import began, and the
    /// photos' ids are unique. Nothing is then looked up.
    let allNew: Bool

    /// The statements of an import into `library`; `uniqueIDs` when the photos written have distinct ids.
    init(
        store: SQLiteStore, library: Library, staged: [String: StagedImage], mode: ImportBatch.PhotoMode,
        uniqueIDs: Bool
    ) throws {
        self.store = store
        self.library = library
        self.staged = staged
        replacing = mode == .replace
        allNew =
            try uniqueIDs
            && store.integer("SELECT EXISTS (SELECT 1 FROM photos) OR EXISTS (SELECT 1 FROM photo_tags)") == 0
        existing = try store.statement(
            "SELECT image_format, width, height, image_bytes, date_taken FROM photos WHERE id = ?")
        upsert = try store.statement(
            replacing
                ? SQLiteImportWriter.upsertPhoto(replacing: true) : SQLiteImportWriter.mergePhoto(derivedURL: false))
        mergeDerived = replacing ? nil : try store.statement(SQLiteImportWriter.mergePhoto(derivedURL: true))
        link = try store.statement("INSERT OR IGNORE INTO photo_tags (tag_id, photo_id, date_taken) VALUES (?, ?, ?)")
        current = try store.statement("SELECT tag_id FROM photo_tags WHERE photo_id = ?")
        unlink = try store.statement("DELETE FROM photo_tags WHERE tag_id = ? AND photo_id = ?")
        moveLinks = try store.statement(
            "UPDATE photo_tags SET date_taken = ?1 WHERE photo_id = ?2 AND date_taken IS NOT ?1")
    }

    /// Adds or updates one photo, its tags and its staged image, counting what happened in `report`.
    func write(_ imported: ImportBatch.ImportedPhoto, _ tags: inout TagCache, _ report: inout ImportReport) throws {
        try store.checkInterrupted()
        if allNew, staged.isEmpty { return try add(imported, &tags, &report) }
        let photo = imported.photo
        let id = SQLValue.text(photo.id)
        let before = allNew ? nil : try existing.firstRow([id])
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
        if before == nil {
            report.photos.added += 1
        } else if changed {
            report.photos.updated += 1
        } else {
            report.photos.unchanged += 1
        }
    }

    /// Adds a photo known to be new, with no image: the upsert inserts it, and each of its distinct tags is
    /// linked once (what the links one by one would do for a photo that has none). One row per statement: a
    /// statement of several rows keeps a statement journal of every page it touches.
    private func add(_ imported: ImportBatch.ImportedPhoto, _ tags: inout TagCache, _ report: inout ImportReport) throws
    {
        let photo = imported.photo
        let statement = imported.remoteURLIsDerived ? mergeDerived ?? upsert : upsert
        let date = SQLValue.text(photo.dateTaken?.description ?? "")
        statement.reset()
        try SQLitePhotoRepository.bindFieldValues(photo, date: date, to: statement)
        try statement.execute()
        var linked: [Int64] = []
        linked.reserveCapacity(imported.tags.count)
        let id = SQLValue.text(photo.id)
        for name in imported.tags {
            let tagID = try tags.id(for: name, report: &report)
            guard !linked.contains(tagID) else { continue }
            linked.append(tagID)
            link.reset()
            try link.bind(.integer(tagID), at: 1)
            try link.bind(id, at: 2)
            try link.bind(date, at: 3)
            try link.execute()
            tags.count(tagID, by: 1)
        }
        report.photos.added += 1
    }
}
