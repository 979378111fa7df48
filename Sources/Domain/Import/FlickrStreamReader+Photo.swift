import Core

// The checks of a Flickr REST response (`{"photos": {"photo": [...]}, "stat": "ok"}`) and its photos.
//
// Per photo: `id`, `title`, `datetaken` (`yyyy-MM-dd HH:mm:ss`, local time; none when `datetakenunknown` is
// 1), the first of `url_z`, `url_m`, `url_o` (and the other sizes) with its `width_*`/`height_*` (else the
// `o_width`/`o_height` of the `o_dims` extra), `tags` (space separated) and `description._content`. Without a
// `url_*` extra the source URL is built from `server` and `secret` (Flickr's `live.staticflickr.com` form).
// `"stat": "fail"` is an error carrying Flickr's code and message. Titles and tags have their HTML character
// references decoded; a description keeps only its text (``HTMLText``). A JSONP wrapper (`jsonFlickrApi(...)`
// or any callback) is read through ``unwrappingCallback(_:)``.

extension FlickrStreamReader {
    /// The URL extras in order of preference.
    static let sizeSuffixes = ["z", "m", "o", "l", "h", "k", "c", "b", "n", "w", "q", "s", "t", "sq"]
    /// The members of each size extra, in order of preference: `url_z`, `width_z`, `height_z`...
    static let sizeKeys = sizeSuffixes.map { (url: "url_" + $0, width: "width_" + $0, height: "height_" + $0) }

    /// Every member of a photo that ``importedPhoto(_:id:index:)`` and ``photoID(_:_:reader:)`` read: the others are
    /// dropped as the photo is read (``JSONStream/nextElement(keepingMembers:)``).
    static let photoMembers: Set<String> = Set(
        [
            "id", "title", "datetakenunknown", "datetaken", "description", "server", "secret", "o_width", "o_height",
            "tags",
        ]
            + sizeKeys.flatMap { [$0.url, $0.width, $0.height] })

    /// `$.photos.photo`.
    static let listPath = JSONPath.root.appending("photos").appending("photo")

    /// `stat`: `"fail"` is Flickr's error (its `code` and `message`), anything but `"ok"` (or none) a bad value.
    static func checkStatus(_ response: ObjectReader) throws(ImportError) {
        let stat = try response.optionalString("stat")
        if stat == "fail" {
            let code = try? response.optionalInteger("code")
            let message = (try? response.optionalString("message")) ?? nil
            throw response.reader.error(
                .flickrFailure(code: code.flatMap { $0 }.map { Int($0) }, message: message ?? ""), at: response.node,
                .root)
        }
        if let stat, stat != "ok" {
            throw response.invalid(.notOneOf(stat, allowed: ["ok", "fail"]), "stat")
        }
    }

    /// The element of `photos.photo[]` at `path` as an object, and its id (checked before the rest, so a
    /// duplicate is reported first).
    static func photoID(_ node: JSONNode, _ path: JSONPath, reader: DocumentReader) throws(ImportError) -> (
        ObjectReader, String
    ) {
        let object = try reader.object(node, path)
        return (object, try photoID(object))
    }

    /// The photo of element `index` of `photos.photo[]`, checked, with its tags.
    static func importedPhoto(_ object: ObjectReader, id: String, index: Int) throws(ImportError)
        -> ImportBatch.ImportedPhoto
    {
        let (photo, derived) = try photo(object, id: id)
        return ImportBatch.ImportedPhoto(
            photo: photo, tags: try tags(object), imageSource: nil, path: listPathText + "[" + String(index) + "]",
            remoteURLIsDerived: derived)
    }

    /// `$.photos.photo` as text: the path of element `n` is this and `[n]`.
    static let listPathText = listPath.description

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

    /// The photo, and whether its source URL was built rather than given.
    private static func photo(_ object: ObjectReader, id: String) throws(ImportError) -> (Photo, Bool) {
        // Flickr writes HTML character references into titles and tags, and HTML into descriptions: what is
        // kept is the text a listener should hear (`&amp;` is "&", a link its words).
        var photo = Photo(id: id, title: HTMLText.decodingCharacterReferences(try object.optionalString("title") ?? ""))
        if try !dateUnknown(object), let text = try object.optionalString("datetaken"), !text.isEmpty,
            !text.hasPrefix("0000-00-00")
        {
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
        for keys in sizeKeys {
            guard let url = try object.optionalString(keys.url), !url.isEmpty else { continue }
            photo.remoteURL = url
            if let width = try dimension(object, keys.width), let height = try dimension(object, keys.height) {
                photo.size = PixelSize(width: width, height: height)
            }
            break
        }
        var derived = false
        if photo.remoteURL == nil, let url = try builtURL(object, id: id) {
            photo.remoteURL = url
            derived = true
        }
        if photo.size == nil, let width = try dimension(object, "o_width"),
            let height = try dimension(object, "o_height")
        {
            photo.size = PixelSize(width: width, height: height)
        }
        return (photo, derived)
    }

    /// `datetakenunknown`: 1 (a number or `"1"`) when Flickr does not know the date and `datetaken` holds the upload
    /// time instead.
    private static func dateUnknown(_ object: ObjectReader) throws(ImportError) -> Bool {
        guard let node = object.member("datetakenunknown") else { return false }
        switch node.value {
        case .integer(let number): return number != 0
        case .string(let text): return text != "0" && !text.isEmpty
        case .bool(let flag): return flag
        default: throw object.reader.wrongType(node, expected: .number, object.path.appending("datetakenunknown"))
        }
    }

    /// `https://live.staticflickr.com/{server}/{id}_{secret}.jpg` (Flickr's documented photo source URL; the
    /// older `farm{farm}.staticflickr.com` hosts redirect there), when the response has `server` and `secret`.
    private static func builtURL(_ object: ObjectReader, id: String) throws(ImportError) -> String? {
        guard let server = try urlPart(object, "server"), let secret = try urlPart(object, "secret") else { return nil }
        return "https://live.staticflickr.com/\(server)/\(id)_\(secret).jpg"
    }

    /// A `server` or `secret`: letters and digits only (a number for `server` in some responses), else nil.
    private static func urlPart(_ object: ObjectReader, _ key: String) throws(ImportError) -> String? {
        guard let node = object.member(key) else { return nil }
        let text: String
        switch node.value {
        case .string(let value): text = value
        case .integer(let number): text = String(number)
        default: throw object.reader.wrongType(node, expected: .string, object.path.appending(key))
        }
        let safe =
            !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
        return safe ? text : nil
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

    /// The words of ASCII text between spaces and tabs, by its bytes (the same words as by characters, with no
    /// grapheme breaking); nil when the text is not ASCII.
    private static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start = 0
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                guard byte == 0x20 || byte == 0x09 else { continue }
                if index > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            if bytes.count > start {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            }
            return words
        }
    }

    private static func tags(_ object: ObjectReader) throws(ImportError) -> [String] {
        guard let text = try object.optionalString("tags") else { return [] }
        var names: [String] = []
        // ASCII text splits the same by bytes as by characters, with no grapheme breaking.
        let words: [String] =
            asciiWords(text) ?? text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        for word in words {
            let name = HTMLText.decodingCharacterReferences(word)
            // No more bytes than the limit is no more characters either.
            if name.utf8.count > Tag.maximumNameLength, name.count > Tag.maximumNameLength {
                throw object.invalid(.tagNameTooLong(maximum: Tag.maximumNameLength), "tags")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The bytes of a JSONP answer (`jsonFlickrApi({...})`, `jsonp1257632133397({...});`) with the callback name,
    /// its parentheses and a final `;` blanked out, so positions in messages stay those of the file; other bytes
    /// as they are.
    static func unwrappingCallback(_ bytes: [UInt8]) -> [UInt8] {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isNameStart(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x24
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        guard start < bytes.count, isNameStart(bytes[start]) else { return bytes }
        var open = start
        while open < bytes.count, isNameStart(bytes[open]) || (0x30...0x39).contains(bytes[open]) || bytes[open] == 0x2E
        {
            open += 1
        }
        while open < bytes.count, isSpace(bytes[open]) { open += 1 }
        guard open < bytes.count, bytes[open] == 0x28 else { return bytes }
        var close = bytes.count - 1
        while close > open, isSpace(bytes[close]) { close -= 1 }
        var semicolon: Int?
        if close > open, bytes[close] == 0x3B {
            semicolon = close
            close -= 1
            while close > open, isSpace(bytes[close]) { close -= 1 }
        }
        guard close > open, bytes[close] == 0x29 else { return bytes }
        var result = bytes
        for index in start...open { result[index] = 0x20 }
        result[close] = 0x20
        if let semicolon { result[semicolon] = 0x20 }
        return result
    }
}
