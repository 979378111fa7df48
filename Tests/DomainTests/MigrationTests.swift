import Demo
import Foundation
import Storage
import TestSupport
import Testing

@testable import Domain

/// Forward migrations run at open, in one transaction, and a failing one changes nothing.
@Suite struct MigrationTests {
    private static let next = Schema.Migration(version: Schema.currentVersion + 1, sql: "ALTER TABLE items ADD COLUMN note TEXT;")
    private static let broken = Schema.Migration(
        version: Schema.currentVersion + 1, sql: "ALTER TABLE items ADD COLUMN note TEXT; CREATE TABLE items (id TEXT);")

    @Test func anOlderLibraryIsMigratedForward() throws {
        let library = try TestLibrary.make(.demo)
        let migrated = try Library(
            folder: library.folder, creating: .empty, migrations: Schema.migrations + [Self.next],
            busyTimeoutMilliseconds: 1_000)
        #expect(!migrated.wasCreated)
        #expect(try migrated.schemaVersion() == Schema.currentVersion + 1)
        let columns = try Database(path: library.databaseURL.path).query("PRAGMA table_info(items)").compactMap { $0[1].text }
        #expect(columns.last == "note")
        #expect(try migrated.items.count() == 12)
    }

    @Test func aFailingMigrationRollsBackAndReportsTheStore() throws {
        let library = try TestLibrary.make()
        let error = try #require(throws: LibraryError.self) {
            try Library(folder: library.folder, creating: .empty, migrations: Schema.migrations + [Self.broken],
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
        let library = try Library(folder: folder, creating: .demo)
        #expect(library.wasCreated)
        #expect(try library.items.count() == 12)
    }
}
