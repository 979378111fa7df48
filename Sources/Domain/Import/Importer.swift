import Core
import Foundation

/// `lector import`: read and check a whole file first, then write it in one transaction.
public enum Importer {
    /// Reads the file at `url` (named `file` in messages) as `format`, or the format its content shows.
    ///
    /// `imagesFolder` is `--images DIR`; a Lector export also finds its images in an `images` folder beside it.
    /// `checks` judges a Lector export's settings and pronunciations (``ImportChecks``).
    public static func read(
        contentsOf url: URL, file: String, format: ImportFormat?, imagesFolder: URL?, checks: ImportChecks = .none
    ) throws(ImportError) -> ImportBatch {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: file, problem: .unreadable(ImageStore.reason(error)))
        }
        return try read(
            [UInt8](data), file: file, format: format, imagesFolder: Self.imagesFolder(for: url, given: imagesFolder),
            imagesRequested: imagesFolder != nil, checks: checks)
    }

    /// `--images DIR`, else the `images` folder beside the file when there is one.
    static func imagesFolder(for url: URL, given: URL?) -> URL? {
        if let given { return given }
        let beside = url.deletingLastPathComponent().appendingPathComponent("images", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: beside.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return beside
        }
        return nil
    }

    /// Reads file content.
    public static func read(
        _ bytes: [UInt8], file: String, format: ImportFormat?, imagesFolder: URL? = nil, imagesRequested: Bool = true,
        checks: ImportChecks = .none
    ) throws(ImportError) -> ImportBatch {
        let images = try imagesFolder.map { folder throws(ImportError) in try ImageFolder(folder) }
        if isPropertyList(bytes) {
            if let format, format != .lootlogger {
                throw ImportError(file: file, position: SourcePosition(line: 1, column: 1), problem: .unknownFormat)
            }
            let root = try PropertyListDocument.parse(Data(bytes), file: file)
            return try LootLoggerReader.read(
                root, reader: DocumentReader(file: file, lines: nil), images: imagesRequested ? images : nil)
        }
        if format == nil || format == .flickr {
            do throws(FlickrStreamReader.Failure) {
                return try FlickrStreamReader.readAll(bytes, file: file, format: format)
            } catch {
                // Not a Flickr response: read below as what it shows.
                if case .invalid(let problem) = error { throw problem }
            }
        }
        let bytes = format == nil || format == .flickr ? FlickrStreamReader.unwrappingCallback(bytes) : bytes
        let root: JSONNode
        do {
            root = try JSONReader(limits: .document).read(bytes)
        } catch {
            // "The file ends in the middle of a value" is placed at the end of the file.
            let offset = error.kind == .unexpectedEnd ? bytes.count : error.offset
            throw ImportError(
                file: file, position: SourcePosition(offset: offset, in: bytes), problem: .syntax(error.kind))
        }
        let reader = DocumentReader(file: file, lines: SourceLines(bytes))
        guard let chosen = format ?? detect(root) else {
            throw reader.error(.unknownFormat, at: root, .root)
        }
        switch chosen {
        case .lootlogger: return try LootLoggerReader.read(root, reader: reader, images: imagesRequested ? images : nil)
        case .lector: return try LectorArchiveReader.read(root, reader: reader, images: images, checks: checks)
        case .flickr:
            // Only a file whose first token is not JSON comes here as Flickr, and it fails to read above.
            throw reader.error(.unknownFormat, at: root, .root)
        }
    }

    /// Whether the bytes are a binary or XML property list.
    static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == 0x3C
    }

    /// The format a JSON document that is not a Flickr response (``FlickrStreamReader``) shows: an array is
    /// LootLogger, `"format": "lector"` is Lector.
    static func detect(_ root: JSONNode) -> ImportFormat? {
        switch root.value {
        case .array: return .lootlogger
        case .object(let object):
            return object.members.contains { $0.key == "format" && $0.node.value == .string("lector") } ? .lector : nil
        default: return nil
        }
    }

    /// Writes a batch into the library in one transaction; images are staged first and placed after the commit.
    /// A failure leaves the library as it was.
    @discardableResult
    public static func apply(_ batch: ImportBatch, to library: Library) throws -> ImportReport {
        try apply(batch, to: library, stagedPhotoImages: [])
    }

    /// Writes a batch with photo images already staged in the library's image store (`lector photos fetch`
    /// downloads them there): they are placed after the commit, or discarded when the write fails.
    @discardableResult
    public static func apply(
        _ batch: ImportBatch, to library: Library, stagedPhotoImages: [StagedImage]
    ) throws -> ImportReport {
        var staged: [String: StagedImage] = [:]
        for image in stagedPhotoImages { staged["photo:" + image.owner] = image }
        do {
            for imported in batch.items {
                guard let source = imported.imageSource else { continue }
                staged["item:" + imported.item.key] = try stage(
                    source, owner: imported.item.key, library, imported.path)
            }
            for imported in batch.photos {
                guard let source = imported.imageSource else { continue }
                staged["photo:" + imported.photo.id] = try stage(
                    source, owner: imported.photo.id, library, imported.path)
            }
            return try SQLiteImportWriter(library: library, staged: staged).write(batch)
        } catch {
            for image in staged.values { library.images.discard(image) }
            throw error
        }
    }

    private static func stage(_ source: URL, owner: String, _ library: Library, _ path: String) throws -> StagedImage {
        do {
            return try library.images.stage(contentsOf: source, owner: owner)
        } catch {
            throw ImportError(file: source.path, path: path, problem: .image(error))
        }
    }
}
