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

    /// `photos_add_per_s`: 1,000 generated JPEGs with EXIF and XMP added to an empty library in one batch (read,
    /// SHA-256, libexif and exiv2, staged, one transaction), photos per second, the median of three runs;
    /// `--quick` adds 100 once.
    static func addPhotoFiles(quick: Bool) throws -> BenchFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = quick ? 100 : 1_000
        let inputs = folder.appendingPathComponent("photos")
        try PhotoFilesBenchmark.generate(count: count, in: inputs)
        let files = try PhotoFiles.files([inputs.path], recursive: false).0
        var samples = Timings()
        for run in 0..<(quick ? 1 : 3) {
            let library = try Library(folder: folder.appendingPathComponent("library-\(run)"))
            let seconds = try BenchFigure.seconds {
                let report = try PhotoFiles.add(files, into: library)
                guard report.added == count else { throw CommandFailure("photos_add_per_s: added \(report.added) of \(count)") }
            }
            samples.append(Double(count) / seconds)
        }
        return BenchFigure(name: "photos_add_per_s", value: samples.median, unit: "photos/s")
    }
}
