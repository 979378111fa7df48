/// The image file formats the library keeps, recognized from their first bytes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case jpeg
    case png
    case gif
    case webp

    /// The file extension of a stored image: `jpg`, `png`, `gif`, `webp`.
    public var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }
}
