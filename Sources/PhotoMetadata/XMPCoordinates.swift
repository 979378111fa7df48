/// XMP's GPS coordinates (`exif:GPSLatitude`): `DDD,MM,SSk` or `DDD,MM.mmk` with `k` one of N, S, E, W, and the
/// EXIF-style rational triple `55/1 54/1 4074/100` some converters write instead (north and east, as no
/// reference letter says otherwise).
enum XMPCoordinates {
    /// The point of two XMP coordinates; nil when either is missing or malformed.
    static func point(latitude: String?, longitude: String?) -> GeoPoint? {
        guard let latitude = latitude.flatMap(degrees), let longitude = longitude.flatMap(degrees) else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// Signed decimal degrees of one coordinate.
    static func degrees(_ text: String) -> Double? {
        guard let reference = text.last, "NSEW".contains(reference) else { return rationalTriple(text) }
        let parts = text.dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let value = numbers[0] + numbers[1] / 60 + (numbers.count == 3 ? numbers[2] / 3600 : 0)
        return reference == "S" || reference == "W" ? -value : value
    }

    /// Degrees, minutes and seconds as three `n/d` rationals separated by spaces.
    static func rationalTriple(_ text: String) -> Double? {
        let parts = text.split(separator: " ")
        guard parts.count == 3 else { return nil }
        var values: [Double] = []
        for part in parts {
            let fraction = part.split(separator: "/")
            guard fraction.count == 2, let numerator = Double(fraction[0]), let denominator = Double(fraction[1]),
                denominator > 0, numerator >= 0
            else { return nil }
            values.append(numerator / denominator)
        }
        return values[0] + values[1] / 60 + values[2] / 3600
    }
}
