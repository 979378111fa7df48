import Demo
import Domain
import Foundation

/// The input of `photos_fetch_100_s` (performance.md): a ``LocalWebServer`` that answers Flickr REST calls with a
/// generated page of photos whose `url_z` point back at it, and serves each one's JPEG (about 100 KB, as a
/// Flickr `z` size is).
public enum FetchBenchmark {
    /// The endpoint path the server answers REST calls on.
    public static let restPath = "/services/rest/"
    /// The key the server expects.
    public static let key = "bench-key"

    /// A server of `count` photos on one page.
    public static func server(photoCount count: Int) throws -> LocalWebServer {
        let images = (0..<count).map { image(index: $0) }
        let holder = PageHolder()
        let server = try LocalWebServer { request in
            if request.path == restPath {
                guard request.query["api_key"] == key else {
                    return .init(
                        body: Array(
                            #"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#.utf8))
                }
                return .init(body: holder.page)
            }
            if request.path.hasPrefix("/images/"), let index = Int(request.path.dropFirst(8).prefix { $0 != "." }),
                images.indices.contains(index)
            {
                return .init(body: images[index], contentType: "image/jpeg")
            }
            return .notFound
        }
        holder.page = page(photoCount: count, imageBase: server.baseURL + "/images/")
        return server
    }

    /// A Flickr REST page of `count` photos with descriptions, dates, tags and `url_z` at `imageBase` + `N.jpg`.
    public static func page(photoCount count: Int, imageBase: String) -> [UInt8] {
        var photos: [String] = []
        for index in 0..<count {
            let day = 1 + index % 28
            photos.append(
                """
                {"id": "\(index)", "owner": "1@N01", "secret": "abc", "server": "1", "farm": 1, \
                "title": "Fetched photo \(index)", "description": {"_content": "A photo described for listeners, \
                number \(index)"}, "datetaken": "2024-05-\(day < 10 ? "0" : "")\(day) 12:00:00", \
                "datetakenunknown": "0", "tags": "bench fetched", "url_z": "\(imageBase)\(index).jpg", \
                "width_z": "640", "height_z": "480"}
                """)
        }
        let text =
            #"{"photos": {"page": 1, "pages": 1, "perpage": \#(count), "total": \#(count), "photo": ["#
            + photos.joined(separator: ",") + #"]}, "stat": "ok"}"#
        return Array(text.utf8)
    }

    /// A 640 × 480 JPEG of about 100 KB (a comment segment pads it), a different colour per index.
    public static func image(index: Int) -> [UInt8] {
        let color = RGBColor(red: UInt8(index % 256), green: UInt8((index * 7) % 256), blue: UInt8((index * 13) % 256))
        let jpeg = [UInt8](JPEGEncoder.solid(width: 640, height: 480, color: color))
        var padded = Array(jpeg.prefix(2))
        for _ in 0..<2 {
            let payload = 50_000
            padded += [0xFF, 0xFE, UInt8((payload + 2) >> 8), UInt8((payload + 2) & 0xFF)]
            padded += [UInt8](repeating: 0x20, count: payload)
        }
        return padded + jpeg.dropFirst(2)
    }

    /// The page, set once the server's port is known.
    private final class PageHolder: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        var page: [UInt8] {
            get { lock.withLock { bytes } }
            set { lock.withLock { bytes = newValue } }
        }
    }
}
