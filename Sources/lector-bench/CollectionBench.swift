import Benchmarks
import Domain
import Foundation

/// `import_flickr_100k_s` and `import_flickr_100k_rss_mb`: a generated 100,000-photo Flickr response with tags
/// imported into an empty library by a `lector import` process (read, check, one transaction), its time and its
/// peak resident memory (the child's own, from `wait4`), the medians of three runs; `--quick` imports 5,000
/// photos once.
enum CollectionBench {
    static func importFlickr(executable: String, quick: Bool) throws -> [BenchFigure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = quick ? 5_000 : 100_000
        let file = folder.appendingPathComponent("flickr-\(count).json")
        try FlickrBenchmark.response(photoCount: count).write(to: file)
        var seconds = Timings()
        var megabytes = Timings()
        for run in 0..<(quick ? 1 : 3) {
            let libraryFolder = folder.appendingPathComponent("library-\(run)")
            _ = try Library(folder: libraryFolder, creating: .empty)
            var kilobytes = 0
            resetPeakResidentMemory()
            seconds.append(
                try BenchFigure.seconds {
                    kilobytes = try ProcessBench.maximumResidentKilobytes(
                        executable, ["--library", libraryFolder.path, "-q", "import", file.path])
                })
            megabytes.append(Double(kilobytes) / 1024)
            let imported = try Library(folder: libraryFolder).photos.count(.all)
            guard imported == count else {
                throw BenchFailure("import_flickr_100k_s: imported \(imported) of \(count) photos")
            }
            try? FileManager.default.removeItem(at: libraryFolder)
        }
        return [
            BenchFigure(name: "import_flickr_100k_s", value: seconds.median, unit: "s"),
            BenchFigure(name: "import_flickr_100k_rss_mb", value: megabytes.median, unit: "MB"),
        ]
    }

    /// Sets this process's peak resident memory to what it holds now (Linux: `5` into `/proc/self/clear_refs`).
    ///
    /// A child started with posix_spawn shares the parent's memory until it execs, and Linux charges the child's
    /// `ru_maxrss` with that memory's peak: without this, the importer's figure was the bench's own peak (the
    /// generated response held twice, 110+ MB), not the importer's. Nothing changes where the file is missing.
    static func resetPeakResidentMemory() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
    }

    /// `photos_add_per_s`: 1,000 generated JPEGs with EXIF and XMP added to an empty library in one batch by a
    /// `lector photos add` process (read, SHA-256, libexif and exiv2, staged, one transaction), photos per second,
    /// the median of three runs; `--quick` adds 100 once.
    static func addPhotoFiles(executable: String, quick: Bool) throws -> BenchFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = quick ? 100 : 1_000
        let inputs = folder.appendingPathComponent("photos")
        try PhotoFilesBenchmark.generate(count: count, in: inputs)
        var samples = Timings()
        for run in 0..<(quick ? 1 : 3) {
            let libraryFolder = folder.appendingPathComponent("library-\(run)")
            _ = try Library(folder: libraryFolder, creating: .empty)
            let seconds = try BenchFigure.seconds {
                try ProcessBench.runProcess(
                    executable, ["--library", libraryFolder.path, "-q", "photos", "add", inputs.path])
            }
            let added = try Library(folder: libraryFolder).photos.count(.all)
            guard added == count else { throw BenchFailure("photos_add_per_s: added \(added) of \(count)") }
            samples.append(Double(count) / seconds)
        }
        return BenchFigure(name: "photos_add_per_s", value: samples.median, unit: "photos/s")
    }
}
