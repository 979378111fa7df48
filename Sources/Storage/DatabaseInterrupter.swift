import CSQLite

/// Stops whatever a `Database` is running, from any thread (a signal handler's queue, a key press).
///
/// Holds its database alive, so the handle it interrupts is never a closed one. `sqlite3_interrupt` is the one
/// SQLite call documented as safe while another thread uses the connection.
public final class DatabaseInterrupter: @unchecked Sendable {
    private let database: Database

    init(database: Database) {
        self.database = database
    }

    /// Makes the running statement (and any started before the count of running statements drops to zero)
    /// fail with `SQLITE_INTERRUPT`; the open transaction must then be rolled back.
    public func interrupt() {
        sqlite3_interrupt(database.handle)
    }
}

extension Database {
    /// An interrupter for this connection, safe to hand to another thread.
    public func makeInterrupter() -> DatabaseInterrupter {
        DatabaseInterrupter(database: self)
    }

    /// Whether a transaction is open on this connection (SQLite is not in autocommit mode).
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Whether `error` is the failure an interrupt causes.
    public static func isInterruption(_ error: SQLiteError) -> Bool {
        error.primaryCode == SQLITE_INTERRUPT
    }
}
