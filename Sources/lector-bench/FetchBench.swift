import Benchmarks
import Domain
import Foundation
import WebService

/// `photos_fetch_100_s`: `lector photos fetch` of 100 photos with their images (about 100 KB each) from a local
/// server started here, into an empty library: one REST call, 100 downloads four at a time, one transaction.
/// The median of five runs; `--quick` runs once.
enum FetchBench {
    static func fetch100(quick: Bool) throws -> BenchFigure {
        let server = try FetchBenchmark.server(photoCount: 100)
        defer { server.stop() }
        guard let endpoint = URL(string: server.baseURL + FetchBenchmark.restPath) else {
            throw BenchFailure("bench: no URL for \(server.baseURL)")
        }
        var samples = Timings()
        for _ in 0..<(quick ? 1 : 5) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lector-bench-fetch-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let library = try Library(folder: folder, creating: .empty)
            let fetcher = PhotoFetcher(
                configuration: .init(
                    request: FlickrRequest(endpoint: endpoint, key: FetchBenchmark.key, method: .interestingness)),
                client: HTTPClient())
            var report: FetchReport?
            samples.append(try BenchFigure.seconds { report = try fetcher.run(into: library) })
            guard report?.downloaded == 100, try library.photos.count(.all) == 100 else {
                throw BenchFailure("bench: the fetch stored \(report?.downloaded ?? 0) of 100 images")
            }
        }
        return BenchFigure(name: "photos_fetch_100_s", value: samples.median, unit: "s")
    }
}
