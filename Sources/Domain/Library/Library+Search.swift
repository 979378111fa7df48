import Foundation
import Storage

/// What a search of the library found.
public struct SearchResults: Sendable, Equatable {
    /// Items whose name or serial number contains the text, by name.
    public var items: [Item]
    /// Photos whose title or description contains the text, in display order.
    public var photos: [Photo]

    public init(items: [Item] = [], photos: [Photo] = []) {
        self.items = items
        self.photos = photos
    }
}

extension Library {
    /// Items and photos containing `text` (case ignored for ASCII letters, accents ignored in item names), up to
    /// `limit` of each. An empty text finds nothing.
    public func search(_ text: String, limit: Int = 50) throws -> SearchResults {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, limit > 0 else { return SearchResults() }
        let pattern = "%" + Self.escapedForLike(trimmed) + "%"
        let folded = "%" + Self.escapedForLike(SortKey.folded(trimmed)) + "%"
        return try store.read {
            let items = try store.rows(
                """
                SELECT \(SQLiteItemRepository.columns) FROM items
                WHERE name_key LIKE ?1 ESCAPE '\\' OR serial_number LIKE ?2 ESCAPE '\\'
                ORDER BY name_key, id LIMIT ?3
                """, [.text(folded), .text(pattern), .integer(Int64(limit))]
            ).map(SQLiteItemRepository.item(from:))
            let photos = try store.rows(
                """
                SELECT \(SQLitePhotoRepository.columns) FROM photos
                WHERE title LIKE ?1 ESCAPE '\\' OR description LIKE ?1 ESCAPE '\\'
                ORDER BY date_taken DESC, id LIMIT ?2
                """, [.text(pattern), .integer(Int64(limit))]
            ).map(SQLitePhotoRepository.photo(from:))
            return SearchResults(items: items, photos: photos)
        }
    }

    /// `text` with LIKE's wildcards and the escape character escaped.
    static func escapedForLike(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
