import Foundation

/// Where a photo was taken, in decimal degrees (WGS 84, as GPS records it).
public struct PhotoLocation: Sendable, Hashable, Codable {
    /// −90 (south) to 90 (north).
    public var latitude: Double
    /// −180 (west) to 180 (east).
    public var longitude: Double

    /// A location, or nil when a coordinate is out of range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Decimal degrees with five decimals (about a metre), latitude first: `59.91390, 10.75220`, the form maps
    /// and GPS devices take whatever the language.
    public var decimalText: String {
        let posix = Locale(identifier: "en_US_POSIX")
        return String(format: "%.5f, %.5f", locale: posix, latitude, longitude)
    }
}
