import Benchmarks
import Domain
import Foundation

/// `import_flickr_100k_s`: a generated 100,000-photo Flickr response with tags imported into an empty library
/// (read, check, one transaction), the median of three runs; `--quick` imports 5,000 photos once.
enum CollectionBench {
    static func importFlickr(quick: Bool) throws -> BenchFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var samples = Timings()
        for _ in 0..<(quick ? 1 : 3) {
            samples.append(try FlickrBenchmark.run(photoCount: quick ? 5_000 : 100_000, in: folder).seconds)
        }
        return BenchFigure(name: "import_flickr_100k_s", value: samples.median, unit: "s")
    }
}
