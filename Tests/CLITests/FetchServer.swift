import Benchmarks
import Demo
import Domain
import Foundation

/// The Flickr-compatible service of the fetch tests: a ``LocalWebServer`` on 127.0.0.1 answering the REST
/// endpoint with generated pages and `/images/ID.png` with generated PNGs, each answer replaceable per test.
final class FetchServer: @unchecked Sendable {
    let server: LocalWebServer
    private let lock = NSLock()
    private var restAnswer: (LocalWebServer.Request) -> LocalWebServer.Response = { _ in .notFound }
    private var imageAnswer: (String, [UInt8]) -> LocalWebServer.Response = { _, bytes in
        .init(body: bytes, contentType: "image/png")
    }
    /// The photos the pages list, by id.
    let ids: [String]
    let images: [String: [UInt8]]

    static let restPath = "/services/rest/"

    init(ids: [String] = ["101", "102", "103"]) throws {
        self.ids = ids
        var images: [String: [UInt8]] = [:]
        for (index, id) in ids.enumerated() {
            let top = RGBColor(red: UInt8(40 * index % 256), green: 90, blue: 200)
            images[id] = [UInt8](
                PNGEncoder.gradient(width: 16 + index, height: 9, top: top, bottom: RGBColor(red: 0, green: 0, blue: 0))
            )
        }
        self.images = images
        let holder = Holder()
        server = try LocalWebServer { request in holder.owner?.answer(request) ?? .notFound }
        holder.owner = self
        setREST { [unowned self] _ in .init(body: Array(self.page().utf8)) }
    }

    deinit { server.stop() }

    var endpoint: String { server.baseURL + Self.restPath }

    /// `--api-url URL --api-key KEY`.
    var options: [String] { ["--api-url", endpoint, "--api-key", "test-key"] }

    func setREST(_ answer: @escaping (LocalWebServer.Request) -> LocalWebServer.Response) {
        lock.withLock { restAnswer = answer }
    }

    func setImages(_ answer: @escaping (String, [UInt8]) -> LocalWebServer.Response) {
        lock.withLock { imageAnswer = answer }
    }

    /// Requests for images so far.
    var imageRequests: Int { server.requests.filter { $0.path.hasPrefix("/images/") }.count }
    /// Requests for the REST endpoint so far.
    var restRequests: [LocalWebServer.Request] { server.requests.filter { $0.path == Self.restPath } }

    /// A page listing every photo with every extra (`full`), or the base fields only.
    func page(full: Bool = true, page: Int = 1, pages: Int = 1) -> String {
        let photos = ids.enumerated().map { index, id in
            var fields = [
                #""id": "\#(id)""#, #""owner": "12037949754@N01""#, #""secret": "5e4d9a\#(index)""#,
                #""server": "65535""#,
                #""farm": 66"#, #""title": "Harbour &amp; boats \#(index)""#, #""ispublic": 1"#,
            ]
            if full {
                fields += [
                    #""description": {"_content": "Fishing boats &amp; nets at <b>dawn</b>, number \#(index)"}"#,
                    #""datetaken": "2023-0\#(index + 1)-14 06:3\#(index):00""#, #""datetakenunknown": "0""#,
                    #""tags": "harbour boats""#, #""url_z": "\#(server.baseURL)/images/\#(id).png""#,
                    #""width_z": "640", "height_z": "360""#,
                ]
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return
            #"{"photos": {"page": \#(page), "pages": \#(pages), "perpage": 100, "total": \#(ids.count), "photo": [\#(photos.joined(separator: ",\n"))]}, "stat": "ok"}"#
    }

    private func answer(_ request: LocalWebServer.Request) -> LocalWebServer.Response {
        if request.path == Self.restPath { return lock.withLock { restAnswer }(request) }
        if request.path.hasPrefix("/images/") {
            let id = String(request.path.dropFirst(8).prefix { $0 != "." })
            guard let bytes = images[id] else { return .notFound }
            return lock.withLock { imageAnswer }(id, bytes)
        }
        return .notFound
    }

    private final class Holder: @unchecked Sendable {
        weak var owner: FetchServer?
    }
}

/// The library's bytes: the SQLite file and every file of `images/`, to show a failure changed nothing.
struct LibraryBytes: Equatable {
    let database: Data
    let images: [String: Data]

    init(_ library: URL) throws {
        database = try Data(contentsOf: library.appendingPathComponent(Library.databaseName))
        let folder = library.appendingPathComponent(Library.imagesName)
        var images: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            images[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        self.images = images
    }
}
