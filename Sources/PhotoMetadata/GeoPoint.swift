/// A place on Earth in decimal degrees (WGS 84, as GPS records it).
public struct GeoPoint: Sendable, Hashable {
    /// −90 (south) to 90 (north).
    public var latitude: Double
    /// −180 (west) to 180 (east).
    public var longitude: Double

    /// A point, or nil when a coordinate is out of range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}
