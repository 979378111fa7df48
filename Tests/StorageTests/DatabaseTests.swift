import Foundation
import Storage
import TestSupport
import Testing

@Suite struct DatabaseTests {
    private func temporaryDatabase() throws -> (Database, URL) {
        let folder = try PackagePaths.temporaryDirectory("storage")
        let url = folder.appendingPathComponent("library.sqlite")
        return (try Database(path: url.path), url)
    }

    @Test func roundTripsEveryValueTypeThroughAFile() throws {
        let (database, url) = try temporaryDatabase()
        try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
        try database.run(
            "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
            [.integer(42), .real(1.5), .text("Café ☕"), .blob([0, 1, 255]), .null])
        // A second connection to the same file sees the committed row.
        let other = try Database(path: url.path)
        let rows = try other.query("SELECT i, r, s, b, n FROM t")
        #expect(rows == [Row(values: [.integer(42), .real(1.5), .text("Café ☕"), .blob([0, 1, 255]), .null])])
    }

    @Test func aStatementBindsValuesOneByOneAndRunsAgain() throws {
        let (database, _) = try temporaryDatabase()
        try database.execute("CREATE TABLE t (i INTEGER, s TEXT, n)")
        let insert = try database.prepare("INSERT INTO t VALUES (?1, ?2, ?3)")
        for (number, text) in [(1, "one"), (2, "Café ☕ two")] {
            insert.reset()
            try insert.bind(.integer(Int64(number)), at: 1)
            try insert.bind(.text(text), at: 2)
            try insert.execute()
        }
        // A reset sets every parameter to NULL again.
        insert.reset()
        try insert.bind(.integer(3), at: 1)
        try insert.execute()
        let rows = try database.query("SELECT i, s, n FROM t ORDER BY i").map(\.values)
        #expect(
            rows == [
                [.integer(1), .text("one"), .null], [.integer(2), .text("Café ☕ two"), .null],
                [.integer(3), .null, .null],
            ])
        let error = try #require(throws: SQLiteError.self) { try insert.bind(.integer(4), at: 4) }
        #expect(error.function == "sqlite3_bind")
    }

    @Test func transactionRollsBackAndRethrowsTheFirstError() throws {
        let (database, _) = try temporaryDatabase()
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try database.inTransaction {
                try database.run("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        #expect(try database.query("SELECT count(*) FROM t").first?[0] == .integer(0))
        try database.inTransaction { try database.run("INSERT INTO t VALUES (2)") }
        #expect(try database.query("SELECT id FROM t").map { $0[0] } == [.integer(2)])
    }

    @Test func errorsCarryTheCodeTheFunctionAndTheSQL() throws {
        let (database, _) = try temporaryDatabase()
        let error = try #require(throws: SQLiteError.self) { try database.prepare("SELEKT 1") }
        #expect(error.function == "sqlite3_prepare_v2")
        #expect(error.primaryCode == 1)  // SQLITE_ERROR
        #expect(error.sql == "SELEKT 1")
        #expect(error.description.contains("syntax error"))

        try database.execute("CREATE TABLE u (id INTEGER PRIMARY KEY)")
        try database.run("INSERT INTO u VALUES (1)")
        let constraint = try #require(throws: SQLiteError.self) { try database.run("INSERT INTO u VALUES (1)") }
        #expect(constraint.primaryCode == 19)  // SQLITE_CONSTRAINT
        #expect(constraint.function == "sqlite3_step")
    }

    @Test func openingAMissingFileWithoutCreateFails() throws {
        let folder = try PackagePaths.temporaryDirectory("storage")
        let path = folder.appendingPathComponent("absent.sqlite").path
        let error = try #require(throws: SQLiteError.self) {
            try Database(path: path, options: .init(create: false))
        }
        #expect(error.function == "sqlite3_open_v2")
        #expect(error.description.contains(path))
    }
}
