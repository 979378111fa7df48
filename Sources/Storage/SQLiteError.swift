import CSQLite

/// A failed SQLite call: the result code, the C function that returned it, SQLite's message and the SQL.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary or extended SQLite result code (`SQLITE_BUSY` is 5, `SQLITE_CONSTRAINT` 19, ...).
    public let code: Int32
    /// The C function that failed, e.g. `sqlite3_prepare_v2`.
    public let function: String
    /// SQLite's own message for the failure.
    public let message: String
    /// The statement being run, when there was one.
    public let sql: String?

    public init(code: Int32, function: String, message: String, sql: String? = nil) {
        self.code = code
        self.function = function
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of an extended code).
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String {
        var text = "SQLite error \(code) in \(function): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }
}
