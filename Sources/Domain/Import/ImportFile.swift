import Core
import Foundation

/// A file for `lector import`, read as its content needs. A Flickr response is read a few photos at a time
/// and written as it is read, in one transaction, so a bad photo at the end still leaves the library as it
/// was, with the same error a whole-file read gives; memory holds a window of the file and one batch of
/// photos. Any other file is read whole, as ``Importer/read(contentsOf:file:format:imagesFolder:)`` then
/// ``Importer/apply(_:to:)`` do.
public final class ImportFile {
    /// How much of the file is held at a time.
    public struct Limits: Sendable, Equatable {
        /// Bytes read from the file at a time.
        public var chunkBytes: Int
        /// Photos read before they are written.
        public var batchSize: Int

        /// Limits; the defaults suit any size of file.
        public init(chunkBytes: Int = 1 << 20, batchSize: Int = 256) {
            self.chunkBytes = chunkBytes
            self.batchSize = max(1, batchSize)
        }
    }

    /// The file.
    public let url: URL
    /// The file as named in messages.
    public let file: String
    /// `--format`; nil: as the content shows.
    public let format: ImportFormat?
    /// `--images DIR`.
    public let imagesFolder: URL?
    /// How much is held at a time.
    public let limits: Limits
    /// The most photos held at once, read and not yet written.
    public private(set) var largestBatch = 0
    /// The largest window of the file held at once, in bytes (0 until a read, and when it was read whole).
    public private(set) var largestWindowBytes = 0
    /// Whether the file was read whole: not a Flickr response, or one the stream does not follow (JSONP, a
    /// second `photos`...).
    public private(set) var wasReadWhole = false
    private var whole: ImportBatch?

    /// A file to import (`file` is its name in messages).
    public init(contentsOf url: URL, file: String, format: ImportFormat?, imagesFolder: URL?, limits: Limits = Limits()) {
        self.url = url
        self.file = file
        self.format = format
        self.imagesFolder = imagesFolder
        self.limits = limits
    }

    /// Reads and checks the whole file, writing nothing: before creating a library for it.
    public func check() throws(ImportError) {
        guard whole == nil else { return }
        do {
            if try streamPhotos({ _ in }) { return }
        } catch let error as ImportError {
            throw error
        } catch {
            // The no-op writer throws nothing else.
        }
        wasReadWhole = true
        whole = try Importer.read(contentsOf: url, file: file, format: format, imagesFolder: imagesFolder)
    }

    /// Imports the file into `library` in one transaction.
    ///
    /// - Throws: ``ImportError`` for a bad file (nothing written), or a store failure.
    @discardableResult
    public func write(into library: Library) throws -> ImportReport {
        if let whole { return try Importer.apply(whole, to: library) }
        do {
            return try SQLiteImportWriter(library: library, staged: [:]).stream(format: .flickr, mode: .merge) { write in
                guard try streamPhotos(write) else { throw ReadWhole() }
            }
        } catch is ReadWhole {
            wasReadWhole = true
            let batch = try Importer.read(contentsOf: url, file: file, format: format, imagesFolder: imagesFolder)
            return try Importer.apply(batch, to: library)
        }
    }

    /// Thrown to roll back a stream that turned out to need a whole-file read.
    private struct ReadWhole: Error {}

    /// Reads the file as a Flickr response, handing the photos to `write` a batch at a time; false when it
    /// must be read whole instead.
    private func streamPhotos(_ write: ([ImportBatch.ImportedPhoto]) throws -> Void) throws -> Bool {
        guard format == nil || format == .flickr, let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        if let folder = Importer.imagesFolder(for: url, given: imagesFolder) { _ = try ImageFolder(folder) }
        let stream = JSONStream(source: FileBytes(handle: handle), limits: .document, chunkBytes: limits.chunkBytes)
        defer { largestWindowBytes = max(largestWindowBytes, stream.largestWindowBytes) }
        let reader = FlickrStreamReader(stream: stream, file: file, format: format)
        var pending: [ImportBatch.ImportedPhoto] = []
        pending.reserveCapacity(limits.batchSize)
        do {
            while let photo = try reader.next() {
                pending.append(photo)
                largestBatch = max(largestBatch, pending.count)
                guard pending.count >= limits.batchSize else { continue }
                try write(pending)
                pending.removeAll(keepingCapacity: true)
            }
            try reader.conclude()
        } catch let failure as FlickrStreamReader.Failure {
            switch failure {
            case .invalid(let problem): throw problem
            case .notStreamable: return false
            }
        }
        try write(pending)
        return true
    }
}
