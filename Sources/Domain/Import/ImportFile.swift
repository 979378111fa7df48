import Core
import Foundation

/// A file for `lector import`, read as its content needs. A Flickr response is read a few photos at a time
/// and written as it is read, in one transaction, so a bad photo at the end still leaves the library as it
/// was, with the same error a whole-file read gives; memory holds a window of the file and one batch of
/// photos. Any other file is read whole, as ``Importer/read(contentsOf:file:format:imagesFolder:checks:)`` then
/// ``Importer/apply(_:to:)`` do.
public final class ImportFile {
    /// How much of the file is held at a time.
    public struct Limits: Sendable, Equatable {
        /// Bytes read from the file at a time.
        public var chunkBytes: Int
        /// Photos read before they are written.
        public var batchSize: Int

        /// Batches read and not yet written that may wait between the reading thread and the writing one.
        public var queuedBatches: Int

        /// Limits; the defaults suit any size of file.
        public init(chunkBytes: Int = 1 << 20, batchSize: Int = 256, queuedBatches: Int = 4) {
            self.chunkBytes = chunkBytes
            self.batchSize = max(1, batchSize)
            self.queuedBatches = max(1, queuedBatches)
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
    /// What the layers above judge in a Lector export.
    public let checks: ImportChecks
    /// The largest batch of photos read at once (up to ``Limits/queuedBatches`` more may wait to be written).
    public private(set) var largestBatch = 0
    /// The largest window of the file held at once, in bytes (0 until a read, and when it was read whole).
    public private(set) var largestWindowBytes = 0
    /// Whether the file was read whole: not a Flickr response, or one a file cannot be streamed as (JSONP, a
    /// second photo list after photos were written), which the same reader then reads from memory.
    public private(set) var wasReadWhole = false
    private var whole: ImportBatch?

    /// A file to import (`file` is its name in messages).
    ///
    /// `checks` judges a Lector export's settings and pronunciations (``ImportChecks``).
    public init(
        contentsOf url: URL, file: String, format: ImportFormat?, imagesFolder: URL?, limits: Limits = Limits(),
        checks: ImportChecks = .none
    ) {
        self.url = url
        self.file = file
        self.format = format
        self.imagesFolder = imagesFolder
        self.limits = limits
        self.checks = checks
    }

    /// Reads and checks the whole file, writing nothing: before creating a library for it.
    public func check() throws(ImportError) {
        try readWholeUnlessStreamed(checkingTheStream: true)
    }

    /// Reads the file whole now unless it is a Flickr response that ``write(into:)`` writes as it reads it (that
    /// reading stops at its first batch): for a library that exists, before it is opened, so a signal during a long
    /// read ends the import at once with nothing written. A streamed response is read inside the transaction a
    /// batch at a time, and an interrupted library stops it at the next batch.
    public func prepare() throws(ImportError) {
        try readWholeUnlessStreamed(checkingTheStream: false)
    }

    /// Reads the file as a stream, to its end (`checkingTheStream`) or to its first batch; a file that is no stream
    /// is read whole and kept for ``write(into:)``.
    private func readWholeUnlessStreamed(checkingTheStream: Bool) throws(ImportError) {
        guard whole == nil else { return }
        do {
            let outcome = try reading.read { batch in
                if !checkingTheStream, !batch.isEmpty { throw IsStream() }
            }
            if record(outcome) { return }
        } catch is IsStream {
            return
        } catch let error as ImportError {
            throw error
        } catch {
            // The writer throws nothing else.
        }
        wasReadWhole = true
        whole = try Importer.read(
            contentsOf: url, file: file, format: format, imagesFolder: imagesFolder, checks: checks)
    }

    /// Thrown by ``prepare()``'s writer: the file is a stream.
    private struct IsStream: Error {}

    /// Imports the file into `library` in one transaction.
    ///
    /// A Flickr response is read on a thread of its own while the transaction writes what it has read (at most
    /// ``Limits/queuedBatches`` batches wait between them), so the file's reading and checking and SQLite's
    /// writing take the time of the longer of them, not of both.
    ///
    /// - Throws: ``ImportError`` for a bad file (nothing written), or a store failure.
    @discardableResult
    public func write(into library: Library) throws -> ImportReport {
        if let whole { return try Importer.apply(whole, to: library) }
        do {
            return try SQLiteImportWriter(library: library, staged: [:]).stream(format: .flickr, mode: .merge) {
                write in
                guard try readBeside(write) else { throw ReadWhole() }
            }
        } catch is ReadWhole {
            wasReadWhole = true
            let batch = try Importer.read(
                contentsOf: url, file: file, format: format, imagesFolder: imagesFolder, checks: checks)
            return try Importer.apply(batch, to: library)
        }
    }

    /// Thrown to roll back a stream that turned out to need a whole-file read.
    private struct ReadWhole: Error {}

    /// What is read: the file as a stream, by a thread that owns its handle and stream.
    private var reading: StreamReading {
        StreamReading(url: url, file: file, format: format, imagesFolder: imagesFolder, limits: limits)
    }

    /// Notes what a reading held at most; returns whether the file was streamed.
    private func record(_ outcome: StreamReading.Outcome) -> Bool {
        largestBatch = max(largestBatch, outcome.largestBatch)
        largestWindowBytes = max(largestWindowBytes, outcome.largestWindowBytes)
        return outcome.streamed
    }

    /// Reads the file on a thread of its own, handing its batches to `write` on this one; false when it must be read
    /// whole instead. `write` failing stops the reading (the thread has ended when this returns).
    private func readBeside(_ write: ([ImportBatch.ImportedPhoto]) throws -> Void) throws -> Bool {
        let handOff = BatchHandOff<[ImportBatch.ImportedPhoto], Result<StreamReading.Outcome, any Error>>(
            capacity: limits.queuedBatches)
        let reading = reading
        let thread = Thread {
            let outcome = Result { try reading.read { batch in guard handOff.put(batch) else { throw Stopped() } } }
            handOff.finish(outcome)
        }
        thread.name = "lector.import"
        thread.start()
        var finished = false
        defer {
            if !finished { handOff.stop() }
            handOff.waitForEnd()
        }
        while true {
            switch handOff.take() {
            case .batch(let batch):
                try write(batch)
            case .end(let outcome):
                finished = true
                return record(try outcome.get())
            }
        }
    }

    /// Thrown in the reading thread when the writer has stopped.
    private struct Stopped: Error {}
}

/// One reading of a Flickr response as a stream: the values it needs, so a thread of its own can do it.
private struct StreamReading: Sendable {
    /// What a reading came to.
    struct Outcome: Sendable {
        /// False when the file must be read whole instead.
        var streamed = false
        var largestBatch = 0
        var largestWindowBytes = 0
    }

    let url: URL
    let file: String
    let format: ImportFormat?
    let imagesFolder: URL?
    let limits: ImportFile.Limits

    /// Reads the file as a Flickr response, handing the photos to `write` a batch at a time.
    func read(_ write: ([ImportBatch.ImportedPhoto]) throws -> Void) throws -> Outcome {
        var outcome = Outcome()
        guard format == nil || format == .flickr, let handle = try? FileHandle(forReadingFrom: url) else {
            return outcome
        }
        defer { try? handle.close() }
        if let folder = Importer.imagesFolder(for: url, given: imagesFolder) { _ = try ImageFolder(folder) }
        let stream = JSONStream(source: FileBytes(handle: handle), limits: .document, chunkBytes: limits.chunkBytes)
        /// The outcome with the window's largest size (a `defer` would set it after the value is returned).
        func finished(streamed: Bool) -> Outcome {
            outcome.streamed = streamed
            outcome.largestWindowBytes = max(outcome.largestWindowBytes, stream.largestWindowBytes)
            return outcome
        }
        let reader = FlickrStreamReader(stream: stream, file: file, format: format)
        var pending: [ImportBatch.ImportedPhoto] = []
        pending.reserveCapacity(limits.batchSize)
        do {
            while let photo = try reader.next() {
                pending.append(photo)
                outcome.largestBatch = max(outcome.largestBatch, pending.count)
                guard pending.count >= limits.batchSize else { continue }
                try write(pending)
                pending.removeAll(keepingCapacity: true)
            }
            try reader.conclude()
        } catch let failure as FlickrStreamReader.Failure {
            switch failure {
            case .invalid(let problem): throw problem
            case .notStreamable: return finished(streamed: false)
            }
        }
        try write(pending)
        return finished(streamed: true)
    }
}
