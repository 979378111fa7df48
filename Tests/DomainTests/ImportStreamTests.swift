import Foundation
import Storage
import TestSupport
import Testing

@testable import Domain

/// The streamed Flickr import's two threads and its foreign keys: the file is read on a thread of its own beside the
/// transaction, a failed write stops that reading, and into a library without photos the links' foreign keys are
/// checked once before the commit, which refuses a link that names nothing.
@Suite struct ImportStreamTests {
    /// Every row of the library's photos, tags and links.
    private func rows(_ library: Library) throws -> [[SQLValue]] {
        let database = try Database(path: library.databaseURL.path, options: .init(readOnly: true))
        return try [
            "SELECT * FROM photos ORDER BY id", "SELECT * FROM tags ORDER BY id",
            "SELECT * FROM photo_tags ORDER BY tag_id, photo_id",
        ].flatMap { try database.query($0).map(\.values) }
    }

    private func file(_ text: String) throws -> URL {
        let url = try PackagePaths.temporaryDirectory("import-stream").appendingPathComponent("answer.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func photo(_ id: String, tags: [String]) -> ImportBatch.ImportedPhoto {
        ImportBatch.ImportedPhoto(photo: Photo(id: id, title: "Photo " + id), tags: tags, imageSource: nil, path: "$")
    }

    @Test func aLinkThatNamesNoPhotoRollsTheStreamBack() throws {
        let library = try TestLibrary.make()
        let before = try rows(library)
        let error = try #require(throws: LibraryError.self) {
            try SQLiteImportWriter(library: library, staged: [:]).stream(format: .flickr, mode: .merge) { write in
                try write([photo("1", tags: ["sea"]), photo("2", tags: ["sea", "sky"])])
                // What only a bug could write while the foreign keys are not checked row by row.
                try library.store.run("INSERT INTO photo_tags (tag_id, photo_id) VALUES (1, 'missing')")
            }
        }
        guard case .storage(let reason) = error else {
            Issue.record("expected a storage error, got \(error)")
            return
        }
        #expect(reason.contains("foreign_key_check"))
        #expect(reason.contains("photos"))
        #expect(try rows(library) == before)
        #expect(try library.store.integer("PRAGMA foreign_keys") == 1)
    }

    @Test func aLinkThatNamesNoTagRollsTheStreamBack() throws {
        let library = try TestLibrary.make()
        #expect(throws: LibraryError.self) {
            try SQLiteImportWriter(library: library, staged: [:]).stream(format: .flickr, mode: .merge) { write in
                try write([photo("1", tags: ["sea"])])
                try library.store.run("INSERT INTO photo_tags (tag_id, photo_id) VALUES (99, '1')")
            }
        }
        #expect(try library.photos.count(.all) == 0)
        #expect(try library.store.integer("SELECT count(*) FROM photo_tags") == 0)
    }

    @Test func aStreamIntoAnEmptyLibraryLeavesForeignKeysOnAndSound() throws {
        let library = try TestLibrary.make()
        let report = try SQLiteImportWriter(library: library, staged: [:]).stream(format: .flickr, mode: .merge) {
            write in
            try write([photo("1", tags: ["sea", "sky", "sea"]), photo("2", tags: ["sky"])])
            try write([photo("3", tags: [])])
        }
        #expect(report.photos.added == 3)
        #expect(try library.store.integer("PRAGMA foreign_keys") == 1)
        #expect(try library.store.database.query("PRAGMA foreign_key_check").isEmpty)
        #expect(try library.store.integer("SELECT count(*) FROM photo_tags") == 3)
        // Foreign keys act again: removing a photo removes its links.
        try library.photos.remove(id: "1")
        #expect(try library.store.integer("SELECT count(*) FROM photo_tags") == 1)
    }

    /// Into an empty library (rows a batch at a time, foreign keys checked at the end) and into one with a photo.
    @Test(arguments: [false, true])
    func aFailedWriteStopsTheReadingAndLeavesTheLibraryAsItWas(withAPhoto: Bool) throws {
        let photos = (0..<3_000).map { "{\"id\": \"\(80_000_000 + $0)\", \"title\": \"P\($0)\", \"tags\": \"a b\"}" }
        let url = try file("{\"photos\": {\"photo\": [\n" + photos.joined(separator: ",\n") + "\n]}, \"stat\": \"ok\"}")
        let library = try TestLibrary.make()
        if withAPhoto { try library.photos.add(Photo(id: "5550001", title: "Already there")) }
        let before = try rows(library)
        // The database refuses one photo in the middle of the file.
        let database = try Database(path: library.databaseURL.path)
        try database.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON photos WHEN NEW.id = '80001500' BEGIN SELECT RAISE(ABORT, 'refused'); END"
        )
        let input = ImportFile(
            contentsOf: url, file: "answer.json", format: nil, imagesFolder: nil,
            limits: .init(chunkBytes: 256, batchSize: 4, queuedBatches: 1))
        #expect(throws: LibraryError.self) { try input.write(into: library) }
        try database.execute("DROP TRIGGER refuse")
        #expect(try rows(library) == before)
        #expect(!input.wasReadWhole)
        // The same file then imports whole.
        let report = try input.write(into: library)
        #expect(report.photos.added == 3_000)
    }

    @Test func theHandOffKeepsTheOrderAndRefusesBatchesOnceStopped() {
        let handOff = BatchHandOff<Int, String>(capacity: 2)
        #expect(handOff.put(1))
        #expect(handOff.put(2))
        guard case .batch(1) = handOff.take() else {
            Issue.record("expected the first batch first")
            return
        }
        #expect(handOff.put(3))
        handOff.stop()
        #expect(!handOff.put(4))
        handOff.finish("done")
        handOff.waitForEnd()
    }

    @Test func theHandOffEndsWithTheReadersOutcomeAfterItsBatches() {
        let handOff = BatchHandOff<Int, String>(capacity: 3)
        #expect(handOff.put(7))
        handOff.finish("read")
        var taken: [String] = []
        for _ in 0..<2 {
            switch handOff.take() {
            case .batch(let batch): taken.append(String(batch))
            case .end(let outcome): taken.append(outcome)
            }
        }
        #expect(taken == ["7", "read"])
    }
}
