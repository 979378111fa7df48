import Core
import Foundation

/// Reads a Lector export strictly: every value must have its documented type and range.
enum LectorArchiveReader {
    static func read(
        _ root: JSONNode, reader: DocumentReader, images: ImageFolder?, checks: ImportChecks = .none
    ) throws(ImportError) -> ImportBatch {
        let document = try reader.object(root, .root)
        let format = try document.string("format")
        guard format == "lector" else { throw document.invalid(.notOneOf(format, allowed: ["lector"]), "format") }
        let version = try document.integer("version")
        guard version >= 1, version <= Int64(LectorArchive.version) else {
            throw reader.error(
                .unsupportedVersion(Int(clamping: version)), at: document.member("version"),
                JSONPath.root.appending("version"))
        }
        var batch = ImportBatch(format: .lector)
        batch.photoMode = .replace
        var seenItems = SeenIDs(capacity: 0)
        for (index, node) in (try document.optionalArray("items") ?? []).enumerated() {
            let path = JSONPath.root.appending("items").appending(index)
            let object = try reader.object(node, path)
            let item = try self.item(object)
            try seenItems.insert(item.key, node: node, path: path, reader: reader)
            batch.items.append(
                .init(
                    item: item, imageSource: try imageSource(object, images: images, batch: &batch),
                    path: path.description))
        }
        var seenPhotos = SeenIDs(capacity: 0)
        for (index, node) in (try document.optionalArray("photos") ?? []).enumerated() {
            let path = JSONPath.root.appending("photos").appending(index)
            let object = try reader.object(node, path)
            let photo = try self.photo(object)
            try seenPhotos.insert(photo.id, node: node, path: path, reader: reader)
            var tags: [String] = []
            for (position, tagNode) in (try object.optionalArray("tags") ?? []).enumerated() {
                tags.append(try tagName(tagNode, path.appending("tags").appending(position), reader))
            }
            batch.photos.append(
                .init(
                    photo: photo, tags: tags, imageSource: try imageSource(object, images: images, batch: &batch),
                    path: path.description))
        }
        for (index, node) in (try document.optionalArray("tags") ?? []).enumerated() {
            let path = JSONPath.root.appending("tags").appending(index)
            let name = try reader.object(node, path).string("name")
            batch.tags.append(try tagName(JSONNode(.string(name), offset: node.offset), path.appending("name"), reader))
        }
        if let settings = try document.optionalObject("settings") {
            for member in settings.object.members {
                guard case .string(let value) = member.node.value else {
                    throw reader.wrongType(member.node, expected: .string, settings.path.appending(member.key))
                }
                let path = settings.path.appending(member.key)
                if let problem = checks.setting(member.key, value) {
                    throw reader.error(.invalidValue(problem), at: member.node, path)
                }
                batch.settings[member.key] = value
            }
        }
        for (index, node) in (try document.optionalArray("pronunciations") ?? []).enumerated() {
            let path = JSONPath.root.appending("pronunciations").appending(index)
            let record = try pronunciation(reader.object(node, path))
            if let reason = checks.pronunciation(record) {
                throw reader.error(
                    .invalidValue(.invalidPronunciation(pattern: record.pattern, reason: reason)), at: node, path)
            }
            batch.pronunciations.append(record)
        }
        return batch
    }

    private static func item(_ object: ObjectReader) throws(ImportError) -> Item {
        let idText = try object.string("id")
        guard let id = UUID(uuidString: idText) else { throw object.invalid(.invalidItemKey(idText), "id") }
        var item = Item(id: id, name: "")
        switch Item.validatedName(try object.string("name")) {
        case .success(let name): item.name = name
        case .failure(let rule): throw object.invalid(.init(rule), "name")
        }
        let value = try object.object("value")
        let minor = try value.integer("minorUnits")
        guard minor >= 0 else { throw value.invalid(.negativeValue, "minorUnits") }
        let currency = try value.string("currency")
        guard Money.isCurrencyCode(currency) else { throw value.invalid(.invalidCurrency(currency), "currency") }
        item.value = Money(minorUnits: minor, currency: currency)
        item.serialNumber = try object.optionalString("serialNumber")
        let dateText = try object.string("dateCreated")
        guard let date = Timestamp.parseISO8601(dateText) else {
            throw object.invalid(.invalidDate(dateText), "dateCreated")
        }
        item.dateCreated = Timestamp.normalized(date)
        let category = try object.string("category")
        guard let known = Category(rawValue: category) else {
            throw object.invalid(.unknownCategory(category), "category")
        }
        item.category = known
        return item
    }

    private static func photo(_ object: ObjectReader) throws(ImportError) -> Photo {
        let id = try object.string("id")
        guard Photo.isValidID(id) else { throw object.invalid(.invalidPhotoID(id), "id") }
        var photo = Photo(id: id, title: try object.optionalString("title") ?? "")
        photo.description = try object.optionalString("description")
        if let text = try object.optionalString("dateTaken") {
            guard let date = LocalDateTime(text) else { throw object.invalid(.invalidDate(text), "dateTaken") }
            photo.dateTaken = date
        }
        photo.remoteURL = try object.optionalString("remoteURL")
        photo.isFavorite = try object.optionalBool("isFavorite") ?? false
        if let width = try object.optionalInteger("width"), let height = try object.optionalInteger("height") {
            guard width > 0, width <= Int32.max else {
                throw object.invalid(.notAPositiveInteger(String(width)), "width")
            }
            guard height > 0, height <= Int32.max else {
                throw object.invalid(.notAPositiveInteger(String(height)), "height")
            }
            photo.size = PixelSize(width: Int(width), height: Int(height))
        }
        return photo
    }

    private static func tagName(_ node: JSONNode, _ path: JSONPath, _ reader: DocumentReader) throws(ImportError)
        -> String
    {
        guard case .string(let text) = node.value else { throw reader.wrongType(node, expected: .string, path) }
        switch Tag.validatedName(text) {
        case .success(let name): return name
        case .failure(let rule): throw reader.error(.invalidValue(.init(rule)), at: node, path)
        }
    }

    /// The file of the record's `image` in the images folder; a notice when it is not there.
    private static func imageSource(_ object: ObjectReader, images: ImageFolder?, batch: inout ImportBatch)
        throws(ImportError) -> URL?
    {
        guard let image = try object.optionalObject("image") else { return nil }
        let file = try image.string("file")
        let format = try image.string("format")
        guard ImageFormat(rawValue: format) != nil else {
            throw image.invalid(.notOneOf(format, allowed: ImageFormat.allCases.map(\.rawValue)), "format")
        }
        if let url = images?.file(named: file) { return url }
        batch.notices.append(.imageNotFound(fileName: file, path: image.path.description))
        return nil
    }

    private static func pronunciation(_ object: ObjectReader) throws(ImportError) -> PronunciationRecord {
        let matchText = try object.optionalString("match") ?? "word"
        guard let match = PronunciationRecord.Match(rawValue: matchText) else {
            throw object.invalid(
                .notOneOf(matchText, allowed: PronunciationRecord.Match.allCases.map(\.rawValue)), "match")
        }
        let kindText = try object.string("kind")
        guard let kind = PronunciationRecord.Kind(rawValue: kindText) else {
            throw object.invalid(
                .notOneOf(kindText, allowed: PronunciationRecord.Kind.allCases.map(\.rawValue)), "kind")
        }
        return PronunciationRecord(
            pattern: try object.string("pattern"), match: match,
            caseSensitive: try object.optionalBool("caseSensitive") ?? false, kind: kind,
            replacement: try object.string("replacement"), language: try object.optionalString("language") ?? "",
            position: Int(clamping: try object.optionalInteger("position") ?? 0))
    }
}
