import Dispatch
import Domain
import Foundation

/// `lector photos fetch`: read the pages of a Flickr-compatible list, download the images the library does not
/// have yet (at most ``Configuration/concurrentDownloads`` at a time) into its image store, then write it all in
/// one transaction. Any failure leaves the library as it was: staged images are discarded, nothing is written.
public struct PhotoFetcher {
    /// What to fetch and how.
    public struct Configuration: Sendable {
        /// The list and the service.
        public var request: FlickrRequest
        /// Pages to read (from 1; fewer when the list has fewer).
        public var pages: Int
        /// Downloads at once.
        public var concurrentDownloads = 4

        /// A configuration of `pages` pages of `request`.
        public init(request: FlickrRequest, pages: Int = 1) {
            self.request = request
            self.pages = pages
        }
    }

    /// What to fetch and how.
    public let configuration: Configuration
    /// The HTTP client (its configuration holds the time-out and retries).
    public let client: HTTPClient

    /// A fetcher of `configuration` through `client`.
    public init(configuration: Configuration, client: HTTPClient) {
        self.configuration = configuration
        self.client = client
    }

    /// Fetches into `library`. The library is only written at the end, in one transaction.
    ///
    /// - Throws: ``WebError`` for an HTTP or network failure, ``ImportError`` for a `"stat": "fail"` answer (with
    ///   Flickr's message) or a bad one, ``ImageError`` for a download that is not an image, or a store failure.
    public func run(into library: Library, progress: (any FetchProgress)? = nil) throws -> FetchReport {
        defer { progress?.finished() }
        var report = FetchReport(write: ImportReport(format: .flickr))
        let batch = try readPages(progress: progress, report: &report)
        var jobs: [Download] = []
        for (index, imported) in batch.photos.enumerated() {
            guard let text = imported.photo.remoteURL, let url = URL(string: text),
                url.scheme == "http" || url.scheme == "https"
            else { continue }
            if let stored = try library.photos.photo(id: imported.photo.id)?.image,
                FileManager.default.fileExists(atPath: library.images.url(of: stored, owner: imported.photo.id).path)
            {
                report.alreadyStored += 1
                continue
            }
            jobs.append(Download(index: index, owner: imported.photo.id, url: url, shown: text))
        }
        let staged = try download(jobs, into: library.images, progress: progress)
        report.write = try Importer.apply(batch, to: library, stagedPhotoImages: staged)
        report.downloaded = staged.count
        return report
    }

    // MARK: - Pages

    /// The photos of every page, in order, each id once (a later page's copy of a photo adds its tags).
    func readPages(progress: (any FetchProgress)?, report: inout FetchReport) throws -> ImportBatch {
        var batch = ImportBatch(format: .flickr)
        batch.photoMode = .merge
        var positions: [String: Int] = [:]
        var last = max(1, configuration.pages)
        var page = 1
        while page <= last {
            let request = configuration.request
            guard let url = request.url(page: page) else {
                throw WebError.unreachable(url: request.shown(page: page), reason: "not a URL")
            }
            let shown = request.shown(page: page)
            let body: [UInt8]
            do {
                body = try client.get(url, shownAs: shown)
            } catch {
                // Flickr's own words, when an error answer carries them.
                if case .status(_, _, let answer) = error, let failure = Self.flickrFailure(answer, source: shown) {
                    throw failure
                }
                throw error
            }
            let read: FlickrPage
            do {
                read = try FlickrPage.read(body, source: shown)
            } catch {
                // "URL: Flickr answered with error 100: …", without the 1:1 of a whole-answer failure.
                if case .flickrFailure = error.problem { throw ImportError(file: shown, problem: error.problem) }
                throw error
            }
            for imported in read.batch.photos {
                if let position = positions[imported.photo.id] {
                    for tag in imported.tags where !batch.photos[position].tags.contains(tag) {
                        batch.photos[position].tags.append(tag)
                    }
                } else {
                    positions[imported.photo.id] = batch.photos.count
                    batch.photos.append(imported)
                }
            }
            report.pages += 1
            if let pages = read.pages { last = min(last, max(pages, 1)) }
            progress?.pageRead(page, of: last)
            if read.batch.photos.isEmpty { break }
            page += 1
        }
        return batch
    }

    /// The `"stat": "fail"` error an error answer's body holds, if it is one.
    static func flickrFailure(_ body: [UInt8], source: String) -> ImportError? {
        do {
            _ = try FlickrPage.read(body, source: source)
            return nil
        } catch {
            if case .flickrFailure = error.problem { return ImportError(file: source, problem: error.problem) }
            return nil
        }
    }

    // MARK: - Images

    struct Download: Sendable {
        let index: Int
        let owner: String
        let url: URL
        let shown: String
    }

    /// Downloads and stages every image, at most ``Configuration/concurrentDownloads`` at once. The first failure
    /// stops the rest; then every staged file is discarded and the failure thrown.
    func download(_ jobs: [Download], into images: ImageStore, progress: (any FetchProgress)?) throws -> [StagedImage] {
        guard !jobs.isEmpty else { return [] }
        let slots = DispatchSemaphore(value: max(1, configuration.concurrentDownloads))
        let group = DispatchGroup()
        let outcome = Locked(Outcome())
        let client = client
        let total = jobs.count
        progress?.imagesDownloaded(0, of: total)
        for job in jobs {
            slots.wait()
            if outcome.withLock({ $0.failure != nil }) || client.isCancelled {
                slots.signal()
                break
            }
            group.enter()
            client.get(job.url, shownAs: job.shown) { [weak client] result in
                defer {
                    slots.signal()
                    group.leave()
                }
                let staged: Result<StagedImage, any Error>
                switch result {
                case .success(let bytes):
                    do {
                        staged = .success(try images.stage(data: Data(bytes), owner: job.owner, path: job.shown))
                    } catch {
                        staged = .failure(error)
                    }
                case .failure(let error):
                    staged = .failure(error)
                }
                let done = outcome.withLock { state -> Int? in
                    switch staged {
                    case .success(let image):
                        state.staged.append(image)
                        return state.staged.count
                    case .failure(let error):
                        // The first failure is the one reported; the cancellations it causes are not.
                        if state.failure == nil { state.failure = error }
                        return nil
                    }
                }
                if let done { progress?.imagesDownloaded(done, of: total) } else { client?.cancelAll() }
            }
        }
        group.wait()
        let (staged, failure) = outcome.withLock { ($0.staged, $0.failure) }
        if let failure {
            for image in staged { images.discard(image) }
            throw failure
        }
        if client.isCancelled {
            for image in staged { images.discard(image) }
            throw WebError.cancelled(url: jobs[0].shown)
        }
        return staged
    }

    private struct Outcome: Sendable {
        var staged: [StagedImage] = []
        var failure: (any Error)?
    }
}
