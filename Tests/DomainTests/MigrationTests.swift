import Foundation
import Storage
import TestSupport
import Testing

@testable import Domain

/// Forward migrations run at open, in one transaction, and a failing one changes nothing.
@Suite struct MigrationTests {
    private static let next = Schema.Migration(
        version: Schema.currentVersion + 1, sql: "ALTER TABLE items ADD COLUMN note TEXT;")
    private static let broken = Schema.Migration(
        version: Schema.currentVersion + 1, sql: "ALTER TABLE items ADD COLUMN note TEXT; CREATE TABLE items (id TEXT);"
    )

    @Test func anOlderLibraryIsMigratedForward() throws {
        let library = try TestLibrary.make(DemoLibrary.creation)
        let migrated = try Library(
            folder: library.folder, creating: .empty, migrations: Schema.migrations + [Self.next],
            busyTimeoutMilliseconds: 1_000)
        #expect(!migrated.wasCreated)
        #expect(try migrated.schemaVersion() == Schema.currentVersion + 1)
        let columns = try Database(path: library.databaseURL.path).query("PRAGMA table_info(items)").compactMap {
            $0[1].text
        }
        #expect(columns.last == "note")
        #expect(try migrated.items.count() == 12)
    }

    @Test func aFailingMigrationRollsBackAndReportsTheStore() throws {
        let library = try TestLibrary.make()
        let error = try #require(throws: LibraryError.self) {
            try Library(
                folder: library.folder, creating: .empty, migrations: Schema.migrations + [Self.broken],
                busyTimeoutMilliseconds: 1_000)
        }
        guard case .storage(let reason) = error else {
            Issue.record("expected a storage error, got \(error)")
            return
        }
        #expect(reason.contains("already exists"))
        let raw = try Database(path: library.databaseURL.path)
        #expect(try raw.query("PRAGMA user_version").first?[0] == .integer(Int64(Schema.currentVersion)))
        #expect(try raw.query("PRAGMA table_info(items)").compactMap { $0[1].text }.contains("note") == false)
    }

    @Test func aCrashDuringCreationLeavesALibraryThatIsCreatedAgain() throws {
        // A library file at version 0 (the creating transaction never committed) counts as not created.
        let folder = try PackagePaths.temporaryDirectory("migration").appendingPathComponent("library")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try Database(path: folder.appendingPathComponent(Library.databaseName).path)
        let library = try Library(folder: folder, creating: DemoLibrary.creation)
        #expect(library.wasCreated)
        #expect(try library.items.count() == 12)
    }

    @Test func aVersion1LibraryTakesHEICAndThePhotoFileFieldsAfterMigrating() throws {
        let folder = try PackagePaths.temporaryDirectory("migration-2").appendingPathComponent("library")
        let old = try Library(
            folder: folder, creating: .empty, migrations: [Schema.version1], busyTimeoutMilliseconds: 1_000)
        #expect(try old.schemaVersion() == 1)
        let photoID = "old-photo"
        try Database(path: old.databaseURL.path).execute("INSERT INTO photos (id, title) VALUES ('old-photo', 'Old')")
        let library = try Library(folder: folder)
        #expect(try library.schemaVersion() == Schema.currentVersion)
        var photo = try #require(try library.photos.photo(id: photoID))
        photo.longDescription = "A long description"
        photo.location = PhotoLocation(latitude: 46.7547, longitude: 33.3361)
        photo.contentHash = String(repeating: "ab", count: 32)
        photo.dateTakenUTCOffsetMinutes = 180
        try library.photos.update(photo)
        let stored = try #require(try library.photos.photo(withContentHash: String(repeating: "ab", count: 32)))
        #expect(stored.id == photoID)
        #expect(stored.longDescription == "A long description")
        #expect(stored.location == PhotoLocation(latitude: 46.7547, longitude: 33.3361))
        #expect(stored.dateTakenUTCOffsetMinutes == 180)
        // The widened CHECK takes heic, and still refuses what is no format.
        let raw = try Database(path: library.databaseURL.path)
        try raw.execute("UPDATE photos SET image_format = 'heic' WHERE id = '\(photoID)'")
        #expect(throws: (any Error).self) {
            try raw.execute("UPDATE photos SET image_format = 'tiff' WHERE id = '\(photoID)'")
        }
        #expect(try raw.query("PRAGMA integrity_check").first?[0].text == "ok")
    }
}
