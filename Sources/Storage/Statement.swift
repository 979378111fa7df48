import CSQLite

/// A prepared statement, finalized in `deinit`. Belongs to the `Database` that made it.
public final class Statement {
    private let handle: OpaquePointer
    private let database: Database
    /// The SQL text, for error messages.
    public let sql: String

    init(database: Database, sql: String) throws(SQLiteError) {
        var raw: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &raw, nil)
        guard code == SQLITE_OK, let raw else {
            throw SQLiteError(
                code: code, function: "sqlite3_prepare_v2",
                message: String(cString: sqlite3_errmsg(database.handle)), sql: sql)
        }
        handle = raw
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to its parameters 1...n.
    public func bind(_ values: [SQLValue]) throws(SQLiteError) {
        reset()
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Resets the statement for another run and sets every parameter to NULL.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds `value` to the parameter numbered `index` (from 1), after ``reset()``: a statement run many times binds
    /// its values one by one, with no array per run.
    public func bind(_ value: SQLValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            code = sqlite3_bind_double(handle, index, number)
        case .text(let text):
            code = bind(text: text, at: index)
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(handle, index, buffer.baseAddress, Int32(buffer.count), lector_sqlite_transient())
            }
        }
        if code != SQLITE_OK { try database.check(code, "sqlite3_bind", sql: sql) }
    }

    /// Binds text from its UTF-8 bytes where they lie, with their length (no C string is made, SQLite measures
    /// nothing); text with a NUL is bound as a C string, up to the NUL, as before.
    private func bind(text: String, at index: Int32) -> Int32 {
        let direct = text.utf8.withContiguousStorageIfAvailable { bytes -> Int32? in
            guard let base = bytes.baseAddress, !bytes.contains(0), bytes.count <= Int(Int32.max) else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text(handle, index, characters, Int32(bytes.count), lector_sqlite_transient())
            }
        }
        if let code = direct ?? nil { return code }
        return sqlite3_bind_text(handle, index, text, -1, lector_sqlite_transient())
    }

    /// Steps to the end with the values bound, ignoring rows: one insert, update or delete.
    public func execute() throws(SQLiteError) {
        while try step() != nil {}
    }

    /// Steps once: the next row, or nil when the statement is done.
    public func step() throws(SQLiteError) -> Row? {
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { return nil }
        guard code == SQLITE_ROW else {
            try database.check(code, "sqlite3_step", sql: sql)
            return nil
        }
        let count = sqlite3_column_count(handle)
        var values: [SQLValue] = []
        values.reserveCapacity(Int(count))
        for column in 0..<count {
            values.append(value(at: column))
        }
        return Row(values: values)
    }

    private func value(at column: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            return .text(String(cString: text))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }
}
