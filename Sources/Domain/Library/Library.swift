import Core
import Foundation
import Storage

/// A library folder: `library.sqlite` (items, photos, tags, settings, the user's pronunciation dictionary),
/// `images/` and `tmp/` (temporary copies, see ``TemporaryFolder``). The one way into the collection; upper layers see repositories, never SQL.
///
/// Open one per thread of work (a connection is not shared between threads). Several processes may open the
/// same folder: writes wait for each other, and ``dataVersion()`` tells a reader that another one committed.
public final class Library {
    /// What a library that does not exist yet is created with.
    public enum Creation: Sendable {
        /// Nothing.
        case empty
        /// Filled by `seed` in the transaction that creates the schema (the demo collection of the `Demo`
        /// module is one).
        case filled(@Sendable (Library) throws -> Void)
    }

    /// The library folder.
    public let folder: URL
    /// The image files.
    public let images: ImageStore
    /// Where temporary copies are made (`tmp/`); what a killed process left there is deleted when a library opens.
    public let temporaryFolder: TemporaryFolder
    /// Whether this open created the library.
    public private(set) var wasCreated = false

    let store: SQLiteStore
    private let itemRepository: SQLiteItemRepository
    private let photoRepository: SQLitePhotoRepository
    private let tagRepository: SQLiteTagRepository

    /// The database file's name in the folder.
    public static let databaseName = "library.sqlite"
    /// The image folder's name in the folder.
    public static let imagesName = "images"

    /// The inventory.
    public var items: any ItemRepository { itemRepository }
    /// The photos.
    public var photos: any PhotoRepository { photoRepository }
    /// The tags.
    public var tags: any TagRepository { tagRepository }
    /// Saved settings.
    public var settings: any SettingsRepository { SQLiteSettingsRepository(store: store) }
    /// The user's pronunciation dictionary.
    public var pronunciations: any PronunciationRepository { SQLitePronunciationRepository(store: store) }

    /// The database file.
    public var databaseURL: URL { folder.appendingPathComponent(Self.databaseName) }

    /// Opens the library in `folder`, creating the folder and the library (with `creation`) when missing, and
    /// migrating an older schema forward in one transaction.
    ///
    /// - Throws: ``LibraryError/notAFolder(path:)``, ``LibraryError/unusable(path:reason:)``, ``LibraryError/tooNew(path:version:supported:)`` or
    ///   a store failure (``LibraryError/busy``, ``LibraryError/storage(reason:)``...).
    public convenience init(
        folder: URL, creating creation: Creation = .empty, busyTimeoutMilliseconds: Int32 = 10_000
    ) throws {
        try self.init(
            folder: folder, creating: creation, migrations: Schema.migrations,
            busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    init(folder: URL, creating creation: Creation, migrations: [Schema.Migration], busyTimeoutMilliseconds: Int32)
        throws
    {
        self.folder = folder
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw LibraryError.notAFolder(path: folder.path)
        }
        let imagesFolder = folder.appendingPathComponent(Self.imagesName, isDirectory: true)
        do {
            try PrivateFiles.makeFolder(folder)
            try PrivateFiles.makeFolder(imagesFolder)
            try PrivateFiles.makeFile(folder.appendingPathComponent(Self.databaseName))
        } catch {
            throw LibraryError.inaccessible(path: folder.path, failure: FileFailure(error))
        }
        temporaryFolder = TemporaryFolder(
            parent: folder.appendingPathComponent(TemporaryFolder.name, isDirectory: true))
        images = ImageStore(folder: imagesFolder, temporary: temporaryFolder)
        let database: Database
        do {
            database = try Database(
                path: folder.appendingPathComponent(Self.databaseName).path,
                options: .init(busyTimeoutMilliseconds: busyTimeoutMilliseconds))
            try database.execute("PRAGMA foreign_keys = ON")
            let mode = try database.query("PRAGMA journal_mode = WAL").first?[0].text
            guard mode?.lowercased() == "wal" else {
                throw LibraryError.unusable(path: folder.path, reason: "PRAGMA journal_mode = \(mode ?? "?")")
            }
            try database.execute("PRAGMA synchronous = NORMAL")
            // Statement journals (one per upsert or cascading delete inside a transaction) stay in memory instead of
            // being written to temporary files, which cost an import of 100,000 photos two million writes.
            try database.execute("PRAGMA temp_store = MEMORY")
        } catch let error as SQLiteError {
            throw LibraryError.unusable(path: folder.path, reason: error.message)
        }
        store = SQLiteStore(database: database)
        tagRepository = SQLiteTagRepository(store: store)
        itemRepository = SQLiteItemRepository(store: store, images: images)
        photoRepository = SQLitePhotoRepository(store: store, images: images, tags: tagRepository)
        // The schema and the demo commit together: a crash leaves version 0, and the next open starts again.
        let seed: (() throws -> Void)?
        switch creation {
        case .empty: seed = nil
        case .filled(let fill): seed = { try fill(self) }
        }
        wasCreated = try Self.migrate(store, migrations: migrations, path: folder.path, seed: seed)
        images.recover(isRecorded: { [store] name in Self.isRecorded(name, store: store) })
        temporaryFolder.removeAbandoned { [images, store] file in
            images.recoverStaged(file, isRecorded: { name in Self.isRecorded(name, store: store) })
        }
    }

    /// Brings the schema to the last migration; true when the library was created (it was at version 0).
    private static func migrate(
        _ store: SQLiteStore, migrations: [Schema.Migration], path: String, seed: (() throws -> Void)?
    ) throws -> Bool {
        let latest = migrations.last?.version ?? 0
        let current = Int(try store.read { try store.integer("PRAGMA user_version") })
        if current > latest { throw LibraryError.tooNew(path: path, version: current, supported: latest) }
        if current == latest { return false }
        return try store.write {
            // Another process may have migrated while this one waited for the write lock.
            let version = Int(try store.integer("PRAGMA user_version"))
            if version > latest { throw LibraryError.tooNew(path: path, version: version, supported: latest) }
            for migration in migrations where migration.version > version {
                try store.database.execute(migration.sql)
            }
            if version == 0 { try seed?() }
            try store.database.execute("PRAGMA user_version = \(latest)")
            return version == 0
        }
    }

    private static func isRecorded(_ fileName: String, store: SQLiteStore) -> Bool {
        guard let dot = fileName.lastIndex(of: ".") else { return false }
        let owner = String(fileName[..<dot])
        let format = ImageFormat.allCases.first { $0.fileExtension == fileName[fileName.index(after: dot)...] }
        guard let format else { return false }
        let sql =
            "SELECT 1 FROM items WHERE id = ?1 AND image_format = ?2 UNION ALL SELECT 1 FROM photos WHERE id = ?1 AND image_format = ?2"
        return (try? store.firstRow(sql, [.text(owner), .text(format.rawValue)])) != nil
    }

    // MARK: - Changes

    /// Runs `body` as one transaction: every repository change inside it commits together or not at all.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try store.write(body)
    }

    /// A number that changes when another connection (another process) commits a change; compare it between
    /// reads to notice live updates. Changes made through this `Library` do not move it.
    public func dataVersion() throws -> Int64 {
        try store.read { try store.database.dataVersion() }
    }

    /// The schema version of the open library.
    public func schemaVersion() throws -> Int {
        Int(try store.read { try store.integer("PRAGMA user_version") })
    }

    /// SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound store, else the problems found.
    public func integrityCheck() throws -> [String] {
        try store.read { try store.database.query("PRAGMA integrity_check").compactMap { $0[0].text } }
    }

    /// An object any thread may use to stop the running statement; the write then rolls back with
    /// ``LibraryError/interrupted``.
    public func makeInterrupter() -> LibraryInterrupter {
        LibraryInterrupter(store.database.makeInterrupter(), flag: store.interruptFlag)
    }
}
