import Core

/// One page of a Flickr REST answer (`lector photos fetch`): its photos, and where it is in the list.
public struct FlickrPage: Sendable {
    /// The photos of the page, read as `lector import` reads a saved response.
    public var batch: ImportBatch
    /// `photos.page`, when the answer says.
    public var page: Int?
    /// `photos.pages`, the number of pages there are, when the answer says.
    public var pages: Int?

    /// Reads an answer (JSON or JSONP) named `source` in messages.
    ///
    /// - Throws: ``ImportError`` with Flickr's code and message for `"stat": "fail"`, or the place of a bad value.
    public static func read(_ bytes: [UInt8], source: String) throws(ImportError) -> FlickrPage {
        let batch = try Importer.read(bytes, file: source, format: .flickr)
        var page = FlickrPage(batch: batch)
        // The batch was read from these bytes, so they are a JSON object with a `photos` object.
        let unwrapped = FlickrStreamReader.unwrappingCallback(bytes)
        if let root = try? JSONReader(limits: .document).read(unwrapped), case .object(let object) = root.value,
            case .object(let photos)? = object["photos"]?.value
        {
            page.page = count(photos["page"])
            page.pages = count(photos["pages"])
        }
        return page
    }

    private init(batch: ImportBatch) {
        self.batch = batch
    }

    /// Flickr writes `page` and `pages` as numbers or numeric strings.
    private static func count(_ node: JSONNode?) -> Int? {
        switch node?.value {
        case .integer(let number)?: return Int(exactly: number)
        case .string(let text)?: return Int(text)
        default: return nil
        }
    }
}
