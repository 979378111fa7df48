import Foundation
import Storage

/// The photo library in the library's SQLite store.
final class SQLitePhotoRepository: PhotoRepository {
    private let store: SQLiteStore
    private let images: ImageStore
    private let tags: SQLiteTagRepository

    static let columns = """
        id, title, description, date_taken, remote_url, is_favorite, width, height, image_format, image_bytes,
        long_description, latitude, longitude, date_taken_offset, content_hash
        """

    init(store: SQLiteStore, images: ImageStore, tags: SQLiteTagRepository) {
        self.store = store
        self.images = images
        self.tags = tags
    }

    // MARK: - Reading

    /// The query of a filter; nil for a tag that does not exist (an empty list).
    private func query(_ filter: PhotoFilter) throws -> KeysetQuery? {
        switch filter {
        case .all:
            return KeysetQuery(
                columns: Self.columns, from: "photos", filter: nil, filterValues: [], sortColumn: "date_taken",
                idColumn: "id", descending: true)
        case .favorites:
            return KeysetQuery(
                columns: Self.columns, from: "photos", filter: "is_favorite = 1", filterValues: [],
                sortColumn: "date_taken", idColumn: "id", descending: true)
        case .tag(let name):
            guard let tagID = try tags.tagID(named: name) else { return nil }
            let prefixed = Self.columns.split(separator: ",").map { "p." + $0.trimmingCharacters(in: .whitespaces) }
            // Every link has its photo (a foreign key), so counting needs no join.
            return KeysetQuery(
                columns: prefixed.joined(separator: ", "),
                from: "photo_tags AS pt JOIN photos AS p ON p.id = pt.photo_id", countFrom: "photo_tags AS pt",
                filter: "pt.tag_id = ?", filterValues: [.integer(tagID)], sortColumn: "pt.date_taken",
                idColumn: "pt.photo_id", descending: true)
        }
    }

    private static func cursor(_ photo: Photo) -> KeysetQuery.Cursor {
        KeysetQuery.Cursor(sortValue: .text(photo.dateTaken?.description ?? ""), id: .text(photo.id))
    }

    func count(_ filter: PhotoFilter) throws -> Int {
        try store.read { try query(filter)?.count(store) ?? 0 }
    }

    func photo(id: String) throws -> Photo? {
        try store.read {
            try store.firstRow("SELECT \(Self.columns) FROM photos WHERE id = ?", [.text(id)]).map(Self.photo(from:))
        }
    }

    func resolve(_ text: String) throws -> String {
        let prefix = text.trimmingCharacters(in: .whitespaces)
        if try photo(id: prefix) != nil { return prefix }
        return try IDPrefix.matches(prefix, table: "photos", kind: .photo, store: store)[0]
    }

    func photos(_ filter: PhotoFilter, from anchor: PageAnchor<Photo>, limit: Int) throws -> [Photo] {
        let keyset: PageAnchor<KeysetQuery.Cursor>
        switch anchor {
        case .start: keyset = .start
        case .end: keyset = .end
        case .after(let photo): keyset = .after(Self.cursor(photo))
        case .before(let photo): keyset = .before(Self.cursor(photo))
        }
        return try store.read {
            try query(filter)?.rows(store, from: keyset, limit: limit).map(Self.photo(from:)) ?? []
        }
    }

    func photos(_ filter: PhotoFilter, offset: Int, limit: Int) throws -> [Photo] {
        try store.read { try query(filter)?.rows(store, offset: offset, limit: limit).map(Self.photo(from:)) ?? [] }
    }

    func position(of photo: Photo, in filter: PhotoFilter) throws -> Int {
        try store.read { try query(filter)?.position(store, of: Self.cursor(photo)) ?? 0 }
    }

    func tags(ofPhoto id: String) throws -> [String] {
        try store.read {
            try store.rows(
                """
                SELECT t.name FROM photo_tags AS pt JOIN tags AS t ON t.id = pt.tag_id
                WHERE pt.photo_id = ? ORDER BY t.name_key
                """, [.text(id)]
            ).compactMap { $0[0].text }
        }
    }

    // MARK: - Writing

    @discardableResult
    func add(_ photo: Photo) throws -> Photo {
        let valid = try photo.validated()
        return try store.write {
            guard try self.photo(id: valid.id) == nil else { throw LibraryError.alreadyExists(.photo, valid.id) }
            try store.run(
                """
                INSERT INTO photos (id, title, description, date_taken, remote_url, is_favorite, width, height)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, Self.fieldValues(valid))
            try store.run(
                """
                UPDATE photos SET long_description = ?, latitude = ?, longitude = ?, date_taken_offset = ?,
                content_hash = ? WHERE id = ?
                """, Self.fileFieldValues(valid) + [.text(valid.id)])
            var stored = valid
            stored.image = nil
            return stored
        }
    }

    @discardableResult
    func add(_ photo: Photo, image staged: StagedImage) throws -> Photo {
        do {
            let valid = try photo.validated()
            return try store.write {
                store.afterRollback { [images] in images.discard(staged) }
                guard try store.firstRow("SELECT 1 FROM photos WHERE id = ?", [.text(valid.id)]) == nil else {
                    throw LibraryError.alreadyExists(.photo, valid.id)
                }
                var stored = valid
                stored.image = staged.info
                stored.size = staged.info.size
                // The row add(_:) and setImage(_:forPhoto:) leave, written at once.
                try store.run(
                    """
                    INSERT INTO photos (id, title, description, date_taken, remote_url, is_favorite, width, height,
                    image_format, image_bytes, long_description, latitude, longitude, date_taken_offset, content_hash)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    Self.fieldValues(stored) + [.text(staged.info.format.rawValue), .integer(staged.info.byteCount)]
                        + Self.fileFieldValues(valid))
                ImageColumns.replace(nil, owner: valid.id, with: staged, store: store, images: images)
                return stored
            }
        } catch {
            images.discard(staged)
            throw error
        }
    }

    @discardableResult
    func update(_ photo: Photo) throws -> Photo {
        let valid = try photo.validated()
        return try store.write {
            guard let existing = try self.photo(id: valid.id) else { throw LibraryError.notFound(.photo, valid.id) }
            var values = Self.fieldValues(valid)
            if existing.image != nil {  // an image's own size wins
                values[6] = .integer(Int64(existing.size?.width ?? 0))
                values[7] = .integer(Int64(existing.size?.height ?? 0))
            }
            let date = values[3]
            values.append(values.removeFirst())
            try store.run(
                """
                UPDATE photos SET title = ?, description = ?, date_taken = ?, remote_url = ?, is_favorite = ?,
                width = ?, height = ? WHERE id = ?
                """, values)
            try store.run(
                """
                UPDATE photos SET long_description = ?, latitude = ?, longitude = ?, date_taken_offset = ?,
                content_hash = ? WHERE id = ?
                """, Self.fileFieldValues(valid) + [.text(valid.id)])
            if existing.dateTaken != valid.dateTaken { try Self.moveLinks(of: valid.id, to: date, store) }
            return try self.photo(id: valid.id) ?? valid
        }
    }

    /// id, title, description, date_taken, remote_url, is_favorite, width, height.
    static func fieldValues(_ photo: Photo) -> [SQLValue] {
        [
            .text(photo.id), .text(photo.title), photo.description.map { .text($0) } ?? .null,
            .text(photo.dateTaken?.description ?? ""), photo.remoteURL.map { .text($0) } ?? .null,
            .integer(photo.isFavorite ? 1 : 0), photo.size.map { .integer(Int64($0.width)) } ?? .null,
            photo.size.map { .integer(Int64($0.height)) } ?? .null,
        ]
    }

    /// Binds ``fieldValues(_:)`` to parameters `first`...`first + 7` of a reset statement, with no array; `date` is
    /// the photo's `date_taken` value.
    static func bindFieldValues(_ photo: Photo, date: SQLValue, to statement: Statement, from first: Int32 = 1) throws {
        try statement.bind(.text(photo.id), at: first)
        try statement.bind(.text(photo.title), at: first + 1)
        try statement.bind(photo.description.map { .text($0) } ?? .null, at: first + 2)
        try statement.bind(date, at: first + 3)
        try statement.bind(photo.remoteURL.map { .text($0) } ?? .null, at: first + 4)
        try statement.bind(.integer(photo.isFavorite ? 1 : 0), at: first + 5)
        try statement.bind(photo.size.map { .integer(Int64($0.width)) } ?? .null, at: first + 6)
        try statement.bind(photo.size.map { .integer(Int64($0.height)) } ?? .null, at: first + 7)
    }

    /// long_description, latitude, longitude, date_taken_offset, content_hash.
    static func fileFieldValues(_ photo: Photo) -> [SQLValue] {
        [
            photo.longDescription.map { .text($0) } ?? .null, photo.location.map { .real($0.latitude) } ?? .null,
            photo.location.map { .real($0.longitude) } ?? .null,
            photo.dateTakenUTCOffsetMinutes.map { .integer(Int64($0)) } ?? .null,
            photo.contentHash.map { .text($0) } ?? .null,
        ]
    }

    func photo(withContentHash hash: String) throws -> Photo? {
        try store.read {
            try store.firstRow("SELECT \(Self.columns) FROM photos WHERE content_hash = ? LIMIT 1", [.text(hash)])
                .map(Self.photo(from:))
        }
    }

    func setFavorite(_ isFavorite: Bool, photo id: String) throws {
        try store.write {
            try store.run("UPDATE photos SET is_favorite = ? WHERE id = ?", [.integer(isFavorite ? 1 : 0), .text(id)])
            guard store.database.changes > 0 else { throw LibraryError.notFound(.photo, id) }
        }
    }

    @discardableResult
    func tag(photo id: String, with names: [String]) throws -> [String] {
        try store.write {
            guard try photo(id: id) != nil else { throw LibraryError.notFound(.photo, id) }
            var stored: [String] = []
            for name in names {
                let tag = try tags.ensureTag(name)
                try link(photo: id, tag: tag.id)
                stored.append(tag.name)
            }
            return stored
        }
    }

    /// Links a photo and a tag (nothing when they are linked already), counting the link on the tag.
    func link(photo id: String, tag tagID: Int64) throws {
        try store.run(
            "INSERT OR IGNORE INTO photo_tags (tag_id, photo_id, date_taken) SELECT ?, id, date_taken FROM photos WHERE id = ?",
            [.integer(tagID), .text(id)])
        if store.database.changes > 0 { try Self.count(tag: tagID, by: 1, store) }
    }

    /// Adds `delta` to a tag's photo count.
    static func count(tag tagID: Int64, by delta: Int, _ store: SQLiteStore) throws {
        try store.run(
            "UPDATE tags SET photo_count = photo_count + ? WHERE id = ?", [.integer(Int64(delta)), .integer(tagID)])
    }

    /// Gives a photo's links its new date taken, so tag lists stay in date order.
    static func moveLinks(of id: String, to date: SQLValue, _ store: SQLiteStore) throws {
        try store.run("UPDATE photo_tags SET date_taken = ? WHERE photo_id = ?", [date, .text(id)])
    }

    func untag(photo id: String, names: [String]) throws {
        try store.write {
            guard try photo(id: id) != nil else { throw LibraryError.notFound(.photo, id) }
            for name in names {
                guard let tagID = try tags.tagID(named: name) else { continue }
                try store.run("DELETE FROM photo_tags WHERE tag_id = ? AND photo_id = ?", [.integer(tagID), .text(id)])
                if store.database.changes > 0 { try Self.count(tag: tagID, by: -1, store) }
            }
        }
    }

    func remove(id: String) throws {
        try store.write {
            guard let existing = try photo(id: id) else { throw LibraryError.notFound(.photo, id) }
            try store.run(
                "UPDATE tags SET photo_count = photo_count - 1 WHERE id IN (SELECT tag_id FROM photo_tags WHERE photo_id = ?)",
                [.text(id)])
            try store.run("DELETE FROM photos WHERE id = ?", [.text(id)])  // its links go by cascade
            if let image = existing.image {
                let name = image.fileName(owner: id)
                store.afterCommit { [images] in images.removeFile(named: name) }
            }
        }
    }

    @discardableResult
    func setImage(_ staged: StagedImage?, forPhoto id: String) throws -> Photo {
        do {
            return try store.write {
                if let staged { store.afterRollback { [images] in images.discard(staged) } }
                guard let existing = try photo(id: id) else { throw LibraryError.notFound(.photo, id) }
                var updated = existing
                updated.image = staged?.info
                if let info = staged?.info { updated.size = info.size }
                try store.run(
                    "UPDATE photos SET image_format = ?, width = ?, height = ?, image_bytes = ? WHERE id = ?",
                    [
                        updated.image.map { .text($0.format.rawValue) } ?? .null,
                        updated.size.map { .integer(Int64($0.width)) } ?? .null,
                        updated.size.map { .integer(Int64($0.height)) } ?? .null,
                        updated.image.map { .integer($0.byteCount) } ?? .null, .text(id),
                    ])
                ImageColumns.replace(existing.image, owner: id, with: staged, store: store, images: images)
                return updated
            }
        } catch {
            if let staged { images.discard(staged) }
            throw error
        }
    }

    // MARK: - Rows

    static func photo(from row: Row) -> Photo {
        let size: PixelSize? = row[6].integer.flatMap { width in
            row[7].integer.map { PixelSize(width: Int(width), height: Int($0)) }
        }
        var image: ImageInfo?
        if let format = row[8].text.flatMap(ImageFormat.init(rawValue:)), let size {
            image = ImageInfo(format: format, size: size, byteCount: row[9].integer ?? 0)
        }
        let location = row[11].real.flatMap { latitude in
            row[12].real.flatMap { PhotoLocation(latitude: latitude, longitude: $0) }
        }
        return Photo(
            id: row[0].text ?? "", title: row[1].text ?? "", description: row[2].text,
            dateTaken: row[3].text.flatMap(LocalDateTime.init), remoteURL: row[4].text,
            isFavorite: row[5].integer == 1, size: size, image: image, longDescription: row[10].text,
            location: location, dateTakenUTCOffsetMinutes: row[13].integer.map { Int($0) }, contentHash: row[14].text)
    }
}
