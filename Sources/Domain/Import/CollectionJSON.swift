import Core

/// The JSON shapes of items, photos and tags: used by `--json` output and by the Lector export, so a script
/// reads one shape everywhere. Keys are never translated.
public enum CollectionJSON {
    /// An item.
    public static func item(_ item: Item) -> JSONValue {
        .members([
            ("id", .string(item.key)),
            ("name", .string(item.name)),
            (
                "value",
                .members([("minorUnits", .integer(item.value.minorUnits)), ("currency", .string(item.value.currency))])
            ),
            ("serialNumber", .optional(item.serialNumber)),
            ("dateCreated", .string(Timestamp.iso8601(item.dateCreated))),
            ("category", .string(item.category.rawValue)),
            ("image", image(item.image, owner: item.key)),
        ])
    }

    /// A photo with its tags.
    public static func photo(_ photo: Photo, tags: [String]) -> JSONValue {
        var fromFile: [(String, JSONValue)] = []  // issue 16's fields, only when present (archives stay as they were)
        if let text = photo.longDescription { fromFile.append(("longDescription", .string(text))) }
        if let location = photo.location {
            fromFile.append(("latitude", .double(location.latitude)))
            fromFile.append(("longitude", .double(location.longitude)))
        }
        if let offset = photo.dateTakenUTCOffsetMinutes {
            fromFile.append(("dateTakenUTCOffsetMinutes", .integer(Int64(offset))))
        }
        return .members(
            [
                ("id", .string(photo.id)),
                ("title", .string(photo.title)),
                ("description", .optional(photo.description)),
                ("dateTaken", .optional(photo.dateTaken?.description)),
                ("remoteURL", .optional(photo.remoteURL)),
                ("isFavorite", .bool(photo.isFavorite)),
                ("width", photo.size.map { .integer(Int64($0.width)) } ?? .null),
                ("height", photo.size.map { .integer(Int64($0.height)) } ?? .null),
                ("tags", .list(tags.map { .string($0) })),
                ("image", image(photo.image, owner: photo.id)),
            ] + fromFile)
    }

    /// A tag with its photo count.
    public static func tag(_ tag: Tag) -> JSONValue {
        .members([("name", .string(tag.name)), ("photos", .integer(Int64(tag.photoCount)))])
    }

    /// A pronunciation entry.
    public static func pronunciation(_ record: PronunciationRecord) -> JSONValue {
        .members([
            ("pattern", .string(record.pattern)),
            ("match", .string(record.match.rawValue)),
            ("caseSensitive", .bool(record.caseSensitive)),
            ("kind", .string(record.kind.rawValue)),
            ("replacement", .string(record.replacement)),
            ("language", .string(record.language)),
            ("position", .integer(Int64(record.position))),
        ])
    }

    /// An image's facts and file name, or null.
    public static func image(_ image: ImageInfo?, owner: String) -> JSONValue {
        guard let image else { return .null }
        return .members([
            ("file", .string(image.fileName(owner: owner))),
            ("format", .string(image.format.rawValue)),
            ("width", .integer(Int64(image.size.width))),
            ("height", .integer(Int64(image.size.height))),
            ("bytes", .integer(image.byteCount)),
        ])
    }
}
