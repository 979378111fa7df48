/// What the store knows about an image file without opening it: format, size in pixels and in bytes.
public struct ImageInfo: Sendable, Hashable {
    /// The file format.
    public var format: ImageFormat
    /// The size in pixels.
    public var size: PixelSize
    /// The file's length in bytes.
    public var byteCount: Int64

    /// Creates image facts.
    public init(format: ImageFormat, size: PixelSize, byteCount: Int64) {
        self.format = format
        self.size = size
        self.byteCount = byteCount
    }

    /// The file name of the image of the owner `id` under the library's `images/` folder: `<id>.<ext>`.
    public func fileName(owner id: String) -> String {
        "\(id).\(format.fileExtension)"
    }
}
