extension Statement {
    /// Binds `values` and steps to the end, ignoring rows: one insert, update or delete.
    public func run(_ values: [SQLValue]) throws(SQLiteError) {
        try bind(values)
        while try step() != nil {}
    }

    /// Binds `values` and returns every row.
    public func rows(_ values: [SQLValue]) throws(SQLiteError) -> [Row] {
        try bind(values)
        var rows: [Row] = []
        while let row = try step() { rows.append(row) }
        return rows
    }

    /// Binds `values` and returns the first row, if any, leaving the rest unread.
    public func firstRow(_ values: [SQLValue]) throws(SQLiteError) -> Row? {
        try bind(values)
        let row = try step()
        try bind([])
        return row
    }
}
