import Storage

/// Writes photos known to be new (an import into a library without photos, ids checked unique), with no images,
/// a batch at a time: the photos in statements of several rows, then their links, each photo's distinct tags once.
/// A statement's fixed work (its cursors, its start and end) is then paid once for many rows; the rows, their
/// order and so their row ids are those of one statement per row. `OR FAIL`: a failing statement keeps the rows
/// before the failure instead of undoing them, so SQLite keeps no statement journal for it (the whole transaction
/// rolls back on any failure anyway), as long as foreign keys are not checked row by row
/// (``SQLiteImportWriter/checkLinks()``).
struct NewPhotoRows {
    /// The rows per statement, largest first; the last is 1, so any count is written.
    static let sizes = [32, 8, 1]

    private let store: SQLiteStore
    private let photoStatements: [Statement]
    private let linkStatements: [Statement]

    /// The statements, prepared in `store`.
    init(store: SQLiteStore) throws {
        self.store = store
        photoStatements = try Self.sizes.map { rows in
            try store.statement(
                "INSERT OR FAIL INTO photos (id, title, description, date_taken, remote_url, is_favorite, width, height) VALUES "
                    + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
        }
        linkStatements = try Self.sizes.map { rows in
            try store.statement(
                "INSERT OR FAIL INTO photo_tags (tag_id, photo_id, date_taken) VALUES "
                    + Array(repeating: "(?, ?, ?)", count: rows).joined(separator: ", "))
        }
    }

    /// Writes `batch`, creating its tags as they are first met and counting the photos and links.
    func write(_ batch: [ImportBatch.ImportedPhoto], _ tags: inout TagCache, _ report: inout ImportReport) throws {
        var links: [(tag: Int64, photo: Int)] = []
        links.reserveCapacity(batch.count * 3)
        for (index, imported) in batch.enumerated() {
            try store.checkInterrupted()
            let start = links.count
            for name in imported.tags {
                let tagID = try tags.id(for: name, report: &report)
                guard !links[start...].contains(where: { $0.tag == tagID }) else { continue }
                links.append((tag: tagID, photo: index))
                tags.count(tagID, by: 1)
            }
        }
        let dates = batch.map { SQLValue.text($0.photo.dateTaken?.description ?? "") }
        try run(photoStatements, columns: 8, rows: batch.count) { statement, row, first in
            try SQLitePhotoRepository.bindFieldValues(batch[row].photo, date: dates[row], to: statement, from: first)
        }
        try run(linkStatements, columns: 3, rows: links.count) { statement, row, first in
            let link = links[row]
            try statement.bind(.integer(link.tag), at: first)
            try statement.bind(.text(batch[link.photo].photo.id), at: first + 1)
            try statement.bind(dates[link.photo], at: first + 2)
        }
        report.photos.added += batch.count
    }

    /// Runs `statements` (one per size of ``sizes``, `columns` parameters a row) over rows `0..<rows` in order,
    /// `bind` binding one row from its first parameter.
    private func run(
        _ statements: [Statement], columns: Int32, rows: Int, _ bind: (Statement, Int, Int32) throws -> Void
    ) throws {
        var row = 0
        for (size, statement) in zip(Self.sizes, statements) {
            while rows - row >= size {
                statement.reset()
                for offset in 0..<size { try bind(statement, row + offset, Int32(offset) * columns + 1) }
                try statement.execute()
                row += size
            }
        }
    }
}
