/// The width and height of a picture in pixels.
public struct PixelSize: Sendable, Hashable, Codable {
    public var width: Int
    public var height: Int

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
