import Foundation

/// One picture in the photo library.
public struct Photo: Sendable, Hashable, Identifiable {
    /// The source's id (a Flickr photo id) or a generated UUID; letters, digits, `.`, `_` and `-` only.
    public var id: String
    /// What a sighted user sees; may be empty.
    public var title: String
    /// Alt text written for listeners; when present it is the accessibility label.
    public var description: String?
    /// When it was taken, as the local wall-clock time the source states.
    public var dateTaken: LocalDateTime?
    /// Where the picture came from; never fetched unless the user asks.
    public var remoteURL: String?
    /// Whether the user marked it a favourite.
    public var isFavorite: Bool
    /// The picture's size: the stored image's, else the size the source gave.
    public var size: PixelSize?
    /// The image file in the library, when there is one.
    public var image: ImageInfo?
    /// The extended description (IPTC "Extended Description (Accessibility)"), spoken on request.
    public var longDescription: String?
    /// Where it was taken, from the file's GPS data.
    public var location: PhotoLocation?
    /// The UTC offset of ``dateTaken`` in minutes east, when the source states it (EXIF `OffsetTimeOriginal`).
    public var dateTakenUTCOffsetMinutes: Int?
    /// The SHA-256 of the image file as it was added (lowercase hex): `photos add` skips a file already in.
    public var contentHash: String?

    /// The longest id accepted.
    public static let maximumIDLength = 128

    /// Creates a photo; the size defaults to the image's.
    public init(
        id: String = UUID().uuidString, title: String = "", description: String? = nil,
        dateTaken: LocalDateTime? = nil, remoteURL: String? = nil, isFavorite: Bool = false,
        size: PixelSize? = nil, image: ImageInfo? = nil, longDescription: String? = nil,
        location: PhotoLocation? = nil, dateTakenUTCOffsetMinutes: Int? = nil, contentHash: String? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.dateTaken = dateTaken
        self.remoteURL = remoteURL
        self.isFavorite = isFavorite
        self.size = size ?? image?.size
        self.image = image
        self.longDescription = longDescription
        self.location = location
        self.dateTakenUTCOffsetMinutes = dateTakenUTCOffsetMinutes
        self.contentHash = contentHash
    }

    /// Whether it has no description a listener could hear (none, or only white space).
    public var isUndescribed: Bool {
        description?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true
    }

    /// What a screen reader says for it: the description when there is one, else the title (maybe empty).
    public var accessibilityLabel: String {
        if let description, !description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return description
        }
        return title
    }

    /// Whether `id` can name a photo (and its image file): 1–128 of `A-Z a-z 0-9 . _ -`, not starting with `.`.
    public static func isValidID(_ id: String) -> Bool {
        let bytes = id.utf8
        guard !bytes.isEmpty, bytes.count <= maximumIDLength, bytes.first != 0x2E else { return false }
        return bytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2E || byte == 0x5F || byte == 0x2D
        }
    }

    /// The photo with its id checked and an empty description dropped.
    public func validated() throws(ValidationError) -> Photo {
        guard Self.isValidID(id) else { throw .invalidPhotoID(id) }
        var photo = self
        if let text = description, text.isEmpty { photo.description = nil }
        if let url = remoteURL, url.isEmpty { photo.remoteURL = nil }
        if let text = longDescription, text.isEmpty { photo.longDescription = nil }
        return photo
    }
}
