/// The image file formats the library keeps, recognized from their first bytes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case jpeg
    case png
    case gif
    case webp
    /// HEIF with HEVC images (iPhone photos); its size comes from libheif, not from ``ImageHeader``.
    case heic

    /// The file extension of a stored image: `jpg`, `png`, `gif`, `webp`, `heic`.
    public var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }
}
