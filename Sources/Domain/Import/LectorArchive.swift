import Core

/// Lector's own export: everything in the library but the image bytes and the secret settings, as JSON that
/// imports back exactly.
public enum LectorArchive {
    /// The version written, and the newest read.
    public static let version = 1

    /// How many rows are read per query while exporting.
    static let pageSize = 1_000

    /// The whole library as a Lector export document; secret settings (``SecretSettings``) are left out.
    public static func export(_ library: Library) throws -> JSONValue {
        var items: [JSONValue] = []
        var last: Item?
        while true {
            let page = try library.items.items(
                sortedBy: .name, from: last.map { .after($0) } ?? .start, limit: pageSize)
            items += page.map(CollectionJSON.item)
            guard page.count == pageSize else { break }
            last = page.last
        }
        var photos: [JSONValue] = []
        var lastPhoto: Photo?
        while true {
            let page = try library.photos.photos(.all, from: lastPhoto.map { .after($0) } ?? .start, limit: pageSize)
            for photo in page {
                photos.append(CollectionJSON.photo(photo, tags: try library.photos.tags(ofPhoto: photo.id)))
            }
            guard page.count == pageSize else { break }
            lastPhoto = page.last
        }
        let tags = try library.tags.all().map { JSONValue.members([("name", .string($0.name))]) }
        let settings = try library.settings.all().filter { !SecretSettings.isSecret($0.key) }
            .sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
        let pronunciations = try library.pronunciations.records(language: nil).map(CollectionJSON.pronunciation)
        return .members([
            ("format", .string("lector")),
            ("version", .integer(Int64(version))),
            ("items", .list(items)),
            ("photos", .list(photos)),
            ("tags", .list(tags)),
            ("settings", .members(settings)),
            ("pronunciations", .list(pronunciations)),
        ])
    }
}
