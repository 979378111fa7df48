import Storage

/// The library's one connection with its cached statements and its write scope.
///
/// Every change goes through ``write(_:)``: one `BEGIN IMMEDIATE` transaction, or part of the one already open.
/// Work that must follow the commit (moving a staged image into place, deleting a removed one) or a rollback
/// (deleting staged files) is queued with ``afterCommit(_:)`` and ``afterRollback(_:)``.
final class SQLiteStore {
    let database: Database
    /// Raised by ``LibraryInterrupter``; every statement checks it first.
    let interruptFlag = InterruptFlag()
    private var statements: [String: Statement] = [:]
    private var commitActions: [() -> Void] = []
    private var rollbackActions: [() -> Void] = []

    init(database: Database) {
        self.database = database
    }

    /// A prepared statement for `sql`, prepared once and reused.
    func statement(_ sql: String) throws -> Statement {
        try checkInterrupted()
        if let cached = statements[sql] { return cached }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// Throws ``LibraryError/interrupted`` once the library was interrupted.
    func checkInterrupted() throws {
        if interruptFlag.isRaised { throw LibraryError.interrupted }
    }

    /// Runs `sql` once with `values`.
    func run(_ sql: String, _ values: [SQLValue] = []) throws {
        try statement(sql).run(values)
    }

    /// Every row of `sql` with `values`.
    func rows(_ sql: String, _ values: [SQLValue] = []) throws -> [Row] {
        try statement(sql).rows(values)
    }

    /// The first row of `sql`, if any.
    func firstRow(_ sql: String, _ values: [SQLValue] = []) throws -> Row? {
        try statement(sql).firstRow(values)
    }

    /// The integer in the first column of the first row (0 when there is none).
    func integer(_ sql: String, _ values: [SQLValue] = []) throws -> Int64 {
        try firstRow(sql, values)?[0].integer ?? 0
    }

    /// Runs `body` in one transaction (joining the open one, if any): commits when it returns and the
    /// transaction is this call's own, rolls back and rethrows when it throws.
    func write<T>(_ body: () throws -> T) throws -> T {
        if database.isInTransaction { return try body() }
        do {
            try database.execute("BEGIN IMMEDIATE")
        } catch {
            throw Self.mapped(error)
        }
        do {
            let result = try body()
            try database.execute("COMMIT")
            let actions = commitActions
            commitActions = []
            rollbackActions = []
            for action in actions { action() }
            return result
        } catch {
            if database.isInTransaction { try? database.execute("ROLLBACK") }
            let actions = rollbackActions
            commitActions = []
            rollbackActions = []
            for action in actions.reversed() { action() }
            throw Self.mapped(error)
        }
    }

    /// Queues `action` to run after the open transaction commits (at once when none is open).
    func afterCommit(_ action: @escaping () -> Void) {
        if database.isInTransaction { commitActions.append(action) } else { action() }
    }

    /// Queues `action` to run if the open transaction rolls back.
    func afterRollback(_ action: @escaping () -> Void) {
        if database.isInTransaction { rollbackActions.append(action) }
    }

    /// SQLite's interrupt as ``LibraryError/interrupted``, other SQLite errors by their meaning (``LibraryError/busy``, ``LibraryError/locked``...).
    static func mapped(_ error: any Error) -> any Error {
        guard let sqlite = error as? SQLiteError else { return error }
        return Database.isInterruption(sqlite) ? LibraryError.interrupted : LibraryError(sqlite)
    }

    /// Runs a read, mapping SQLite errors like writes do.
    func read<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw Self.mapped(error)
        }
    }
}
