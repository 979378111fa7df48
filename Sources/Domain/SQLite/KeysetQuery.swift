import Storage

/// A list in display order read a page at a time: by keyset next to an element, or by offset.
///
/// The order is one sort column (ascending or descending) and then the id ascending. A keyset page is two
/// index range scans (same sort value with a greater id, then the following sort values), so its cost does
/// not depend on how far into the list it is; the indexes must match the order exactly.
struct KeysetQuery {
    /// The selected columns.
    let columns: String
    /// The tables (`photos`, or a join).
    let from: String
    /// The tables to count rows in, when fewer than `from` do (a join that cannot change the count).
    var countFrom: String?
    /// A condition every row passes, or nil.
    let filter: String?
    /// The values of `filter`'s parameters.
    let filterValues: [SQLValue]
    /// The sort column.
    let sortColumn: String
    /// The id column, ascending after the sort column.
    let idColumn: String
    /// Whether the sort column runs from high to low.
    let descending: Bool

    /// A cursor: the sort value and id of an element.
    struct Cursor {
        let sortValue: SQLValue
        let id: SQLValue
    }

    private var forwardOrder: String {
        "ORDER BY \(sortColumn) \(descending ? "DESC" : "ASC"), \(idColumn) ASC"
    }

    private var backwardOrder: String {
        "ORDER BY \(sortColumn) \(descending ? "ASC" : "DESC"), \(idColumn) DESC"
    }

    /// The comparison that selects sort values after (`following`) or before the cursor's in display order.
    private func beyond(following: Bool) -> String {
        following == descending ? "<" : ">"
    }

    private func sql(_ condition: String?, _ tail: String, counting: Bool = false) -> String {
        let conditions = [filter, condition].compactMap { $0 }
        let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        return counting
            ? "SELECT count(*) FROM \(countFrom ?? from)\(whereClause) \(tail)"
            : "SELECT \(columns) FROM \(from)\(whereClause) \(tail)"
    }

    /// Up to `limit` rows from `anchor`, in display order.
    func rows(_ store: SQLiteStore, from anchor: PageAnchor<Cursor>, limit: Int) throws -> [Row] {
        guard limit > 0 else { return [] }
        let count = SQLValue.integer(Int64(limit))
        switch anchor {
        case .start:
            return try store.rows(sql(nil, "\(forwardOrder) LIMIT ?"), filterValues + [count])
        case .end:
            return try store.rows(sql(nil, "\(backwardOrder) LIMIT ?"), filterValues + [count]).reversed()
        case .after(let cursor):
            var rows = try store.rows(
                sql("\(sortColumn) = ? AND \(idColumn) > ?", "ORDER BY \(idColumn) ASC LIMIT ?"),
                filterValues + [cursor.sortValue, cursor.id, count])
            if rows.count < limit {
                rows += try store.rows(
                    sql("\(sortColumn) \(beyond(following: true)) ?", "\(forwardOrder) LIMIT ?"),
                    filterValues + [cursor.sortValue, .integer(Int64(limit - rows.count))])
            }
            return rows
        case .before(let cursor):
            var rows = try store.rows(
                sql("\(sortColumn) = ? AND \(idColumn) < ?", "ORDER BY \(idColumn) DESC LIMIT ?"),
                filterValues + [cursor.sortValue, cursor.id, count])
            if rows.count < limit {
                rows += try store.rows(
                    sql("\(sortColumn) \(beyond(following: false)) ?", "\(backwardOrder) LIMIT ?"),
                    filterValues + [cursor.sortValue, .integer(Int64(limit - rows.count))])
            }
            return rows.reversed()
        }
    }

    /// Up to `limit` rows after skipping `offset`, in display order.
    func rows(_ store: SQLiteStore, offset: Int, limit: Int) throws -> [Row] {
        guard limit > 0 else { return [] }
        return try store.rows(
            sql(nil, "\(forwardOrder) LIMIT ? OFFSET ?"),
            filterValues + [.integer(Int64(limit)), .integer(Int64(max(0, offset)))])
    }

    /// How many rows come before the cursor in display order.
    func position(_ store: SQLiteStore, of cursor: Cursor) throws -> Int {
        let earlier = try store.integer(
            sql("\(sortColumn) \(beyond(following: false)) ?", "", counting: true), filterValues + [cursor.sortValue])
        let sameKey = try store.integer(
            sql("\(sortColumn) = ? AND \(idColumn) < ?", "", counting: true),
            filterValues + [cursor.sortValue, cursor.id])
        return Int(earlier + sameKey)
    }

    /// How many rows pass the filter.
    func count(_ store: SQLiteStore) throws -> Int {
        Int(try store.integer(sql(nil, "", counting: true), filterValues))
    }
}
