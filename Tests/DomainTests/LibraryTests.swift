import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// Opening, creating and migrating a library; the demo collection.
@Suite struct LibraryTests {
    private func folder() throws -> URL {
        try PackagePaths.temporaryDirectory("library").appendingPathComponent("nested/library")
    }

    @Test func aNewLibraryIsCreatedWithTheCurrentSchemaInWALMode() throws {
        let library = try Library(folder: folder(), creating: .empty)
        #expect(library.wasCreated)
        #expect(try library.schemaVersion() == Schema.currentVersion)
        #expect(try library.integrityCheck() == ["ok"])
        let raw = try Database(path: library.databaseURL.path)
        #expect(try raw.query("PRAGMA journal_mode").first?[0].text == "wal")
        let tables = try raw.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap {
            $0[0].text
        }
        #expect(tables == ["items", "photo_tags", "photos", "pronunciations", "settings", "tags"])
        let columns = try raw.query("PRAGMA table_info(pronunciations)").compactMap { $0[1].text }
        #expect(columns == ["id", "pattern", "match", "case_sensitive", "kind", "replacement", "language", "position"])
        #expect(FileManager.default.fileExists(atPath: library.images.folder.path))
    }

    @Test func reopeningDoesNotCreateAgain() throws {
        let url = try folder()
        _ = try Library(folder: url, creating: DemoLibrary.creation)
        let again = try Library(folder: url, creating: DemoLibrary.creation)
        #expect(!again.wasCreated)
        #expect(try again.items.count() == 12)
    }

    @Test func aLibraryFromANewerLectorIsRefused() throws {
        let url = try folder()
        let library = try Library(folder: url, creating: .empty)
        try Database(path: library.databaseURL.path).execute("PRAGMA user_version = 99")
        let error = try #require(throws: LibraryError.self) { try Library(folder: url, creating: .empty) }
        #expect(error == .tooNew(path: url.path, version: 99, supported: Schema.currentVersion))
    }

    @Test func aFileInsteadOfAFolderIsUnusable() throws {
        let file = try PackagePaths.temporaryDirectory("library").appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        #expect(throws: LibraryError.notAFolder(path: file.path)) { try Library(folder: file, creating: .empty) }
    }

    @Test func foreignKeysAreOnSoDeletingAPhotoDropsItsLinks() throws {
        let library = try TestLibrary.make()
        try library.photos.add(Photo(id: "p1", title: "A"))
        try library.photos.tag(photo: "p1", with: ["sea"])
        try library.photos.remove(id: "p1")
        #expect(try library.tags.tag(named: "sea") == Tag(name: "sea", photoCount: 0))
        let raw = try Database(path: library.databaseURL.path)
        #expect(try raw.query("SELECT count(*) FROM photo_tags").first?[0] == .integer(0))
    }

    @Test func dataVersionMovesWhenAnotherConnectionCommits() throws {
        let library = try TestLibrary.make()
        let other = try Library(folder: library.folder, creating: .empty)
        let before = try library.dataVersion()
        try library.items.add(Item(name: "Own change"))
        #expect(try library.dataVersion() == before)
        try other.items.add(Item(name: "Someone else's"))
        #expect(try library.dataVersion() != before)
        #expect(try library.items.count() == 2)
    }

    @Test func aTransactionCommitsTogetherOrNotAtAll() throws {
        let library = try TestLibrary.make()
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try library.transaction {
                try library.items.add(Item(name: "One"))
                try library.tags.add("two")
                throw Stop()
            }
        }
        #expect(try library.items.count() == 0)
        #expect(try library.tags.count() == 0)
        try library.transaction {
            try library.items.add(Item(name: "One"))
            try library.tags.add("two")
        }
        #expect(try library.items.count() == 1)
    }

    @Test func anInterruptedWriteRollsBack() throws {
        let library = try TestLibrary.make()
        let interrupter = library.makeInterrupter()
        let error = try #require(throws: LibraryError.self) {
            try library.transaction {
                try library.items.add(Item(name: "One"))
                interrupter.interrupt()
                try library.items.add(Item(name: "Two"))
            }
        }
        #expect(error == .interrupted)
        let fresh = try Library(folder: library.folder, creating: .empty)
        #expect(try fresh.items.count() == 0)
    }

    @Test func settingsAndPronunciationsAreKept() throws {
        let library = try TestLibrary.make()
        try library.settings.setValue("220", for: "rate")
        try library.settings.setValue("brief", for: "verbosity")
        try library.settings.setValue(nil, for: "verbosity")
        #expect(try library.settings.all() == ["rate": "220"])
        try library.pronunciations.add(
            PronunciationRecord(pattern: "Nguyen", kind: .espeak, replacement: "w'In", language: "en"))
        try library.pronunciations.add(
            PronunciationRecord(pattern: "Lector", kind: .ipa, replacement: "ˈlɛktɔɐ", language: "de"))
        #expect(try library.pronunciations.records(language: "en").map(\.pattern) == ["Nguyen"])
        #expect(try library.pronunciations.remove(pattern: "Lector", language: nil) == 1)
        #expect(try library.pronunciations.records(language: nil).count == 1)
    }

    @Test(
        arguments: [
            ("/explicit", ["LECTOR_LIBRARY": "/env"], "/explicit"),
            (nil, ["LECTOR_LIBRARY": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/env"),
            (nil, ["LECTOR_LIBRARY": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/lector"),
            (nil, ["XDG_DATA_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/share/lector"),
            ("~/lib", ["HOME": "/home/u"], "/home/u/lib"),
        ] as [(String?, [String: String], String)])
    func locationFollowsOptionThenVariables(option: String?, variables: [String: String], expected: String) {
        #expect(LibraryLocation.resolve(option: option, variables: variables)?.path == expected)
    }
}
