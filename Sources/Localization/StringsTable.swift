import Foundation

/// One parsed, error-free strings table of one language folder, ready for lookups.
public struct StringsTable: Sendable {
    /// The folder tag the table comes from (`en`, `de`, `de-AT`, `en-XA`).
    public let language: String
    /// The entries in file order. A table loaded for lookups (``load(language:url:)``) keeps each entry's key
    /// and value only: no comment, line or column.
    public let entries: [StringsEntry]
    /// The values by key.
    let values: [String: String]

    /// Creates a table from entries (later duplicates are ignored; parsed tables have none).
    public init(language: String, entries: [StringsEntry]) {
        self.language = language
        self.entries = entries
        var values: [String: String] = [:]
        for entry in entries where values[entry.key] == nil {
            values[entry.key] = entry.value
        }
        self.values = values
    }

    /// Creates a table from entries and their values by key, already checked to hold no duplicate
    /// (``StringsReader/lookups(_:language:)``).
    init(language: String, entries: [StringsEntry], values: [String: String]) {
        self.language = language
        self.entries = entries
        self.values = values
    }

    /// Creates a table from a parsed document.
    ///
    /// - Throws: the document's first error; a table with any error is never used.
    public init(language: String, document: StringsDocument) throws(LocalizationError) {
        if let error = document.errors.first { throw error }
        self.init(language: language, entries: document.entries)
    }

    /// Reads a table of Lector's own for lookups: ``StringsReader`` in its lookups-only mode, and when that
    /// stops (an error, a duplicate key, a construct outside the house style) the full read, whose first
    /// error is thrown (`FILE:LINE:COLUMN: message`).
    ///
    /// - Throws: ``LocalizationError/Kind/unreadable`` when the file cannot be read, else the first error of
    ///   the house-style document.
    static func load(language: String, url: URL) throws(LocalizationError) -> StringsTable {
        let bytes = try StringsDocument.contents(of: url)
        if let table = StringsReader.lookups(bytes, language: language) { return table }
        return try StringsTable(language: language, document: StringsDocument.parse(bytes, file: url.path))
    }

    /// The value of a key, if the table has it.
    public subscript(key: String) -> String? { values[key] }

    /// The number of distinct keys.
    public var count: Int { values.count }

    /// The keys in file order.
    public var keys: [String] { entries.map(\.key) }
}
