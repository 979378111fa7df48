import Domain
import Foundation

/// The `import_flickr_100k_s` figure (performance.md): generate a Flickr response of 100,000 photos with tags,
/// then time reading it and writing it into an empty library, the way `lector import` does.
public enum FlickrBenchmark {
    /// The tags the generated photos draw from.
    static let tagWords = [
        "sunset", "night", "family", "cat", "dog", "sea", "travel", "snow", "city", "food", "architecture",
        "beach", "mountain", "portrait", "street", "garden", "winter", "summer", "bird", "flower",
    ]

    /// A Flickr REST response of `count` photos (ids, titles, dates, sizes, one to three tags, some
    /// descriptions), the same for the same `count`.
    public static func response(photoCount count: Int) -> Data {
        var text = "{\n \"photos\": {\n  \"page\": 1,\n  \"pages\": 1,\n  \"perpage\": \(count),\n  \"total\": \(count),\n  \"photo\": [\n"
        text.reserveCapacity(count * 420 + 200)
        var random: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        for index in 0..<count {
            let id = 53_000_000_000 + index * 7919
            let tagCount = 1 + next(3)
            let tags = (0..<tagCount).map { _ in tagWords[next(tagWords.count)] }.joined(separator: " ")
            let day = 1 + index % 28
            let month = 1 + (index / 28) % 12
            let year = 2000 + (index / 336) % 24
            let date = String(format: "%04d-%02d-%02d %02d:%02d:%02d", locale: Locale(identifier: "en_US_POSIX"), year, month, day, index % 24, index % 60, (index * 7) % 60)
            let landscape = index % 3 != 0
            let description = index % 5 == 0
                ? ",\n    \"description\": {\"_content\": \"A photo described for listeners, number \(index)\"}" : ""
            text += """
                   {
                    "id": "\(id)", "owner": "12345678@N0\(index % 10)", "secret": "9593bd04cf", "server": "65535",
                    "farm": 66, "title": "Generated photo \(index)", "ispublic": 1, "isfriend": 0, "isfamily": 0,
                    "datetaken": "\(date)", "datetakengranularity": "0", "datetakenunknown": "0",
                    "tags": "\(tags)", "url_z": "https://live.staticflickr.com/65535/\(id)_x_z.jpg",
                    "height_z": \(landscape ? 427 : 640), "width_z": \(landscape ? 640 : 427)\(description)
                   }\(index + 1 < count ? "," : "")

                """
        }
        text += "  ]\n },\n \"stat\": \"ok\"\n}\n"
        return Data(text.utf8)
    }

    /// The result of one run.
    public struct Measurement: Sendable {
        /// Seconds to read, check and write the file (the generation is not counted).
        public let seconds: Double
        /// The photos in the library afterwards.
        public let photoCount: Int
        /// The tags in the library afterwards.
        public let tagCount: Int
    }

    /// Generates a response of `photoCount` photos, writes it to a file in `folder`, and times importing it into
    /// a new empty library in `folder` (read, check, one transaction). The library is removed afterwards.
    ///
    /// `lector bench` calls this with 100,000 photos; `--quick` with fewer.
    public static func run(photoCount: Int = 100_000, in folder: URL) throws -> Measurement {
        let file = folder.appendingPathComponent("flickr-\(photoCount).json")
        let libraryFolder = folder.appendingPathComponent("bench-library-\(UUID().uuidString)", isDirectory: true)
        try response(photoCount: photoCount).write(to: file)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: libraryFolder)
        }
        let library = try Library(folder: libraryFolder, creating: .empty)
        let clock = ContinuousClock()
        let start = clock.now
        let batch = try Importer.read(contentsOf: file, file: file.lastPathComponent, format: nil, imagesFolder: nil)
        _ = try Importer.apply(batch, to: library)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Measurement(seconds: seconds, photoCount: try library.photos.count(.all), tagCount: try library.tags.count())
    }
}
