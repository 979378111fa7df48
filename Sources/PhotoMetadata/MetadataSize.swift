/// A width and height in pixels.
public struct MetadataSize: Sendable, Hashable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size as displayed under an EXIF orientation: 5–8 (the transposing ones) swap width and height.
    public func oriented(_ orientation: Int) -> MetadataSize {
        (5...8).contains(orientation) ? MetadataSize(width: height, height: width) : self
    }
}
