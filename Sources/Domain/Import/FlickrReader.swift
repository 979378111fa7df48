import Core

/// Reads a Flickr REST response: `{"photos": {"photo": [...]}, "stat": "ok"}`.
///
/// Per photo: `id`, `title`, `datetaken` (`yyyy-MM-dd HH:mm:ss`, local time), the first of `url_z`, `url_m`,
/// `url_o` (and the other sizes) with its `width_*`/`height_*`, `tags` (space separated) and
/// `description._content`. `"stat": "fail"` is an error carrying Flickr's code and message. Titles and tags have
/// their HTML character references decoded; a description keeps only its text (``HTMLText``).
enum FlickrReader {
    /// The URL extras in order of preference.
    static let sizeSuffixes = ["z", "m", "o", "l", "h", "k", "c", "b", "n", "w", "q", "s", "t", "sq"]

    static func read(_ root: JSONNode, reader: DocumentReader) throws(ImportError) -> ImportBatch {
        let response = try reader.object(root, .root)
        let stat = try response.optionalString("stat")
        if stat == "fail" {
            let code = try? response.optionalInteger("code")
            let message = (try? response.optionalString("message")) ?? nil
            throw reader.error(
                .flickrFailure(code: code.flatMap { $0 }.map { Int($0) }, message: message ?? ""), at: root, .root)
        }
        if let stat, stat != "ok" {
            throw response.invalid(.notOneOf(stat, allowed: ["ok", "fail"]), "stat")
        }
        let photos = try response.object("photos").array("photo")
        let listPath = JSONPath.root.appending("photos").appending("photo")
        var batch = ImportBatch(format: .flickr)
        batch.photoMode = .merge
        batch.photos.reserveCapacity(photos.count)
        var seen = SeenIDs(capacity: photos.count)
        for (index, node) in photos.enumerated() {
            let path = listPath.appending(index)
            let object = try reader.object(node, path)
            let id = try photoID(object)
            try seen.insert(id, node: node, path: path, reader: reader)
            batch.photos.append(
                ImportBatch.ImportedPhoto(
                    photo: try photo(object, id: id), tags: try tags(object), imageSource: nil,
                    path: path.description))
        }
        return batch
    }

    private static func photoID(_ object: ObjectReader) throws(ImportError) -> String {
        guard let node = object.member("id") else { throw object.missing("id") }
        let id: String
        switch node.value {
        case .string(let text): id = text
        case .integer(let number): id = String(number)
        default: throw object.reader.wrongType(node, expected: .string, object.path.appending("id"))
        }
        guard Photo.isValidID(id) else { throw object.invalid(.invalidPhotoID(id), "id") }
        return id
    }

    private static func photo(_ object: ObjectReader, id: String) throws(ImportError) -> Photo {
        // Flickr writes HTML character references into titles and tags, and HTML into descriptions: what is
        // kept is the text a listener should hear (`&amp;` is "&", a link its words).
        var photo = Photo(id: id, title: HTMLText.decodingCharacterReferences(try object.optionalString("title") ?? ""))
        if let text = try object.optionalString("datetaken"), !text.isEmpty, !text.hasPrefix("0000-00-00") {
            guard let date = LocalDateTime(text) else { throw object.invalid(.invalidDate(text), "datetaken") }
            photo.dateTaken = date
        }
        if let description = object.member("description") {
            switch description.value {
            case .string(let text): photo.description = text
            case .object:
                photo.description = try object.object("description").optionalString("_content")
            default:
                throw object.reader.wrongType(description, expected: .object, object.path.appending("description"))
            }
            photo.description = photo.description.map(HTMLText.plainText(fromHTML:))
            if photo.description?.isEmpty == true { photo.description = nil }
        }
        for suffix in sizeSuffixes {
            guard let url = try object.optionalString("url_\(suffix)"), !url.isEmpty else { continue }
            photo.remoteURL = url
            if let width = try dimension(object, "width_\(suffix)"), let height = try dimension(object, "height_\(suffix)") {
                photo.size = PixelSize(width: width, height: height)
            }
            break
        }
        return photo
    }

    /// Flickr writes sizes as numbers or as numeric strings.
    private static func dimension(_ object: ObjectReader, _ key: String) throws(ImportError) -> Int? {
        guard let node = object.member(key) else { return nil }
        let value: Int?
        switch node.value {
        case .integer(let number): value = Int(exactly: number)
        case .string(let text): value = Int(text)
        default: throw object.reader.wrongType(node, expected: .number, object.path.appending(key))
        }
        guard let value, value > 0 else {
            throw object.invalid(.notAPositiveInteger(node.value.displayText), key)
        }
        return value
    }

    private static func tags(_ object: ObjectReader) throws(ImportError) -> [String] {
        guard let text = try object.optionalString("tags") else { return [] }
        var names: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let name = HTMLText.decodingCharacterReferences(String(word))
            if name.count > Tag.maximumNameLength {
                throw object.invalid(.tagNameTooLong(maximum: Tag.maximumNameLength), "tags")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
