import Domain
import Foundation

/// The built-in demo collection a new library starts with, so `lector browse` has something to read.
///
/// A dozen items across every category (five with photos) and thirty photos with tags and favourites. Some
/// flaws are deliberate, for the audit to find (see `docs/demo-library.md`): one photo has no title and no
/// description, one is titled like a camera file (`IMG_0042.JPG`). One title is Japanese.
public enum DemoCollection {
    /// An item of the demo and the image it gets, if any.
    struct DemoItem {
        let name: String
        let dollars: Int64
        let cents: Int64
        let serial: String?
        let category: Category
        let day: Int
        let image: DemoImage?
    }

    /// A photo of the demo.
    struct DemoPhoto {
        let title: String
        let description: String?
        let taken: String
        let favorite: Bool
        let tags: [String]
        let image: DemoImage
    }

    /// A generated picture.
    enum DemoImage {
        case jpeg(width: Int, height: Int, color: RGBColor)
        case png(width: Int, height: Int, top: RGBColor, bottom: RGBColor)

        var data: Data {
            switch self {
            case .jpeg(let width, let height, let color):
                return JPEGEncoder.solid(width: width, height: height, color: color)
            case .png(let width, let height, let top, let bottom):
                return PNGEncoder.gradient(width: width, height: height, top: top, bottom: bottom)
            }
        }
    }

    /// Adds the demo to `library` in one transaction.
    public static func fill(_ library: Library) throws {
        var ids = DemoIDs(seed: 0x1EC7_0B00_C0FF_EE42)
        try library.transaction {
            for demo in items {
                let date = Timestamp.date(milliseconds: (1_704_103_200 + Int64(demo.day) * 86_400 + 37 * 60) * 1000)
                let item = try library.items.add(
                    Item(
                        id: ids.next(), name: demo.name,
                        value: Money(minorUnits: demo.dollars * 100 + demo.cents, currency: "USD"),
                        serialNumber: demo.serial, dateCreated: date, category: demo.category))
                if let image = demo.image {
                    let staged = try library.images.stage(data: image.data, owner: item.key)
                    try library.items.setImage(staged, forItem: item.id)
                }
            }
            for demo in photos {
                let photo = try library.photos.add(
                    Photo(
                        id: ids.next().uuidString, title: demo.title, description: demo.description,
                        dateTaken: LocalDateTime(demo.taken), isFavorite: demo.favorite))
                let staged = try library.images.stage(data: demo.image.data, owner: photo.id)
                try library.photos.setImage(staged, forPhoto: photo.id)
                try library.photos.tag(photo: photo.id, with: demo.tags)
            }
        }
    }
}

/// Repeatable UUIDs for the demo (SplitMix64), so every new library has the same ids.
struct DemoIDs {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func nextWord() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UUID {
        let high = nextWord()
        let low = nextWord()
        var bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
