import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// Store failures reach the library's users by their meaning, never as SQLite result codes.
@Suite struct LibraryErrorTests {
    @Test func aWriteWhileAnotherConnectionHoldsTheWriteLockIsBusy() throws {
        let folder = try TestLibrary.make().folder
        let holder = try Database(path: folder.appendingPathComponent(Library.databaseName).path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let waiting = try Library(folder: folder, creating: .empty, busyTimeoutMilliseconds: 1)
        let error = try #require(throws: LibraryError.self) {
            try waiting.items.add(Item(name: "Lamp", value: Money(minorUnits: 100)))
        }
        #expect(error == .busy)
    }

    @Test func theWriteGoesThroughOnceTheLockIsReleased() throws {
        let folder = try TestLibrary.make().folder
        let holder = try Database(path: folder.appendingPathComponent(Library.databaseName).path)
        try holder.execute("BEGIN IMMEDIATE")
        let waiting = try Library(folder: folder, creating: .empty, busyTimeoutMilliseconds: 1)
        #expect(throws: LibraryError.busy) { try waiting.items.add(Item(name: "Lamp", value: Money(minorUnits: 100))) }
        try holder.execute("ROLLBACK")
        try waiting.items.add(Item(name: "Lamp", value: Money(minorUnits: 100)))
        #expect(try waiting.items.count() == 1)
    }

    @Test func aDamagedFileIsCorruptOrUnusableNotACode() throws {
        let folder = try PackagePaths.temporaryDirectory("corrupt").appendingPathComponent("library")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 8_192).write(to: folder.appendingPathComponent(Library.databaseName))
        let error = try #require(throws: LibraryError.self) { try Library(folder: folder, creating: .empty) }
        switch error {
        case .unusable(_, let reason), .corrupt(let reason):
            #expect(reason.contains("not a database"))
        default:
            Issue.record("expected a damaged-file error, got \(error)")
        }
    }
}
