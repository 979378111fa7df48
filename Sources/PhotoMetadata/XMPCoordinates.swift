/// XMP's GPS coordinates (`exif:GPSLatitude`): `DDD,MM,SSk` or `DDD,MM.mmk` with `k` one of N, S, E, W.
enum XMPCoordinates {
    /// The point of two XMP coordinates; nil when either is missing or malformed.
    static func point(latitude: String?, longitude: String?) -> GeoPoint? {
        guard let latitude = latitude.flatMap(degrees), let longitude = longitude.flatMap(degrees) else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// Signed decimal degrees of one coordinate.
    static func degrees(_ text: String) -> Double? {
        guard let reference = text.last, "NSEW".contains(reference) else { return nil }
        let parts = text.dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let value = numbers[0] + numbers[1] / 60 + (numbers.count == 3 ? numbers[2] / 3600 : 0)
        return reference == "S" || reference == "W" ? -value : value
    }
}
