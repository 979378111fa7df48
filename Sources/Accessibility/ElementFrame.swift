/// Where an element is on screen, in points: origin and size, as UIKit's `accessibilityFrame`.
///
/// In element-tree JSON a frame is `"frame": [x, y, width, height]`. Readers of storyboards and
/// UI-test dumps fill it; the audit's target-size rule reads it.
public struct ElementFrame: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Decodes `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        var unkeyed = try decoder.unkeyedContainer()
        x = try unkeyed.decode(Double.self)
        y = try unkeyed.decode(Double.self)
        width = try unkeyed.decode(Double.self)
        height = try unkeyed.decode(Double.self)
        guard unkeyed.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: unkeyed, debugDescription: "A frame has four numbers: x, y, width, height.")
        }
    }

    /// Encodes `[x, y, width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var unkeyed = encoder.unkeyedContainer()
        try unkeyed.encode(x)
        try unkeyed.encode(y)
        try unkeyed.encode(width)
        try unkeyed.encode(height)
    }

    /// The four numbers as JSON writes them: integers without a fraction (`44`, `43.5`).
    public var jsonText: String {
        "[" + [x, y, width, height].map(Self.number).joined(separator: ", ") + "]"
    }

    /// `43` for a whole number, else the shortest decimal form (`43.5`).
    public static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
