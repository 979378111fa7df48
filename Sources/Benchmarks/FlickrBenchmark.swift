import Domain
import Foundation

/// The input of the `import_flickr_100k_s` and `import_flickr_100k_rss_mb` figures (performance.md): a Flickr
/// response of 100,000 photos with tags, which `lector-bench` has a `lector import` process write into an empty
/// library.
public enum FlickrBenchmark {
    /// The tags the generated photos draw from.
    static let tagWords = [
        "sunset", "night", "family", "cat", "dog", "sea", "travel", "snow", "city", "food", "architecture",
        "beach", "mountain", "portrait", "street", "garden", "winter", "summer", "bird", "flower",
    ]

    /// A Flickr REST response of `count` photos (ids, titles, dates, sizes, one to three tags, some
    /// descriptions), the same for the same `count`.
    public static func response(photoCount count: Int) -> Data {
        var text =
            "{\n \"photos\": {\n  \"page\": 1,\n  \"pages\": 1,\n  \"perpage\": \(count),\n  \"total\": \(count),\n  \"photo\": [\n"
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
            let date = String(
                format: "%04d-%02d-%02d %02d:%02d:%02d", locale: Locale(identifier: "en_US_POSIX"), year, month, day,
                index % 24, index % 60, (index * 7) % 60)
            let landscape = index % 3 != 0
            let description =
                index % 5 == 0
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
}
