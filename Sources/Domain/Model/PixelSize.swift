/// The width and height of a picture in pixels.
public struct PixelSize: Sendable, Hashable, Codable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Landscape, portrait or square.
    public var orientation: Orientation {
        width > height ? .landscape : width < height ? .portrait : .square
    }

    /// How a picture is turned.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case landscape, portrait, square
    }
}
