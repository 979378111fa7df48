import CSQLite

/// One open SQLite connection: the only owner of its `sqlite3` handle, closed in `deinit`.
///
/// Not thread-safe by itself; confine a connection to one owner (a store actor or one thread).
public final class Database {
    /// The raw handle; never leaves this module.
    let handle: OpaquePointer
    /// The path the connection was opened with (`:memory:` for an in-memory database).
    public let path: String

    /// How a database is opened.
    public struct OpenOptions: Sendable {
        /// Create the file when it does not exist.
        public var create: Bool
        /// Open read-only.
        public var readOnly: Bool
        /// How long a statement waits for another process's lock, in milliseconds.
        public var busyTimeoutMilliseconds: Int32

        public init(create: Bool = true, readOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 5_000) {
            self.create = create
            self.readOnly = readOnly
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        }
    }

    /// SQLite's process-wide settings, made once before the first connection initializes the library.
    private static let configured: Void = {
        _ = lector_sqlite_disable_memory_statistics()
    }()

    /// Opens (and by default creates) the database at `path`.
    public init(path: String, options: OpenOptions = OpenOptions()) throws(SQLiteError) {
        _ = Self.configured
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        if options.readOnly {
            flags |= SQLITE_OPEN_READONLY
        } else {
            flags |= SQLITE_OPEN_READWRITE
            if options.create { flags |= SQLITE_OPEN_CREATE }
        }
        var raw: OpaquePointer?
        let code = sqlite3_open_v2(path, &raw, flags, nil)
        guard code == SQLITE_OK, let raw else {
            let message = raw.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let raw { sqlite3_close_v2(raw) }
            throw SQLiteError(code: code, function: "sqlite3_open_v2", message: "\(message): \(path)")
        }
        handle = raw
        self.path = path
        sqlite3_busy_timeout(raw, options.busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The SQLite library version, e.g. `3.40.1`.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    /// Checks a result code, throwing a `SQLiteError` that names `function` for anything but OK, ROW or DONE.
    @discardableResult
    func check(_ code: Int32, _ function: String, sql: String? = nil) throws(SQLiteError) -> Int32 {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE:
            return code
        default:
            throw SQLiteError(
                code: code, function: function, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }

    // MARK: - Running SQL

    /// Runs one or more statements that return no rows (schema, pragmas).
    public func execute(_ sql: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if code != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(errorMessage)
            throw SQLiteError(code: code, function: "sqlite3_exec", message: message, sql: sql)
        }
    }

    /// Prepares a statement for repeated use.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs `sql` with `arguments` and returns every row.
    public func query(_ sql: String, _ arguments: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        var rows: [Row] = []
        while let row = try statement.step() { rows.append(row) }
        return rows
    }

    /// Runs `sql` with `arguments`, ignoring any rows.
    public func run(_ sql: String, _ arguments: [SQLValue] = []) throws(SQLiteError) {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        while try statement.step() != nil {}
    }

    /// The number of rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The row id of the last insert.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// `PRAGMA data_version`: changes when another connection commits (used to notice live updates).
    public func dataVersion() throws(SQLiteError) -> Int64 {
        try query("PRAGMA data_version").first?[0].integer ?? 0
    }

    // MARK: - Transactions

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: commits when it returns, rolls back and rethrows the
    /// first error when it throws.
    public func inTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
