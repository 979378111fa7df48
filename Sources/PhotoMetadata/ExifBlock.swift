import CExif

/// The EXIF block of a file, read by libexif; owns the `ExifData` handle and frees it in `deinit`.
final class ExifBlock {
    private let data: UnsafeMutablePointer<ExifData>
    private let order: ExifByteOrder

    /// How much of a file libexif may scan for the APP1 segment.
    static let maximumScan = 64 * 1024 * 1024

    /// Reads the EXIF of a JPEG file's bytes (libexif finds the APP1 segment) or of a raw `Exif\0\0` + TIFF
    /// block (HEIF's Exif item); nil when there is none.
    init?(bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else { return nil }
        let count = UInt32(min(bytes.count, Self.maximumScan))
        // exif_data_new_from_data finds the APP1 segment of a JPEG, or takes an `Exif\0\0` block as it is.
        guard let data = exif_data_new_from_data(base, count) else { return nil }
        self.data = data
        order = exif_data_get_byte_order(data)
    }

    deinit { exif_data_unref(data) }

    /// Whether the block is big-endian (Motorola), for UserComment's UNICODE text.
    var isBigEndian: Bool { order == EXIF_BYTE_ORDER_MOTOROLA }

    private func entry(_ tag: UInt32, in ifd: ExifIfd) -> UnsafeMutablePointer<ExifEntry>? {
        lector_exif_entry(data, ifd, tag)
    }

    /// The raw bytes of an entry, at most `limit`.
    func bytes(_ tag: UInt32, in ifd: ExifIfd, limit: Int = MetadataText.maximumFieldBytes) -> [UInt8]? {
        guard let entry = entry(tag, in: ifd), let pointer = entry.pointee.data else { return nil }
        return Array(UnsafeBufferPointer(start: pointer, count: min(Int(entry.pointee.size), limit)))
    }

    /// An ASCII (or UTF-8, or Latin-1) entry as text.
    func text(_ tag: UInt32, in ifd: ExifIfd) -> String? {
        bytes(tag, in: ifd).flatMap(MetadataText.decode)
    }

    /// A SHORT entry.
    func short(_ tag: UInt32, in ifd: ExifIfd) -> Int? {
        guard let entry = entry(tag, in: ifd), entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.size >= 2,
            let pointer = entry.pointee.data
        else { return nil }
        return Int(exif_get_short(pointer, order))
    }

    /// The RATIONAL values of an entry.
    func rationals(_ tag: UInt32, in ifd: ExifIfd) -> [Double]? {
        guard let entry = entry(tag, in: ifd), entry.pointee.format == EXIF_FORMAT_RATIONAL,
            let pointer = entry.pointee.data
        else { return nil }
        let count = min(Int(entry.pointee.components), Int(entry.pointee.size) / 8)
        return (0..<count).map { index in
            let value = exif_get_rational(pointer + index * 8, order)
            return value.denominator == 0 ? .nan : Double(value.numerator) / Double(value.denominator)
        }
    }

    // MARK: - Fields

    /// IFD0 `ImageDescription` (0x010E).
    var imageDescription: String? { text(0x010E, in: EXIF_IFD_0) }

    /// IFD0 `Orientation` (0x0112), 1–8.
    var orientation: Int? { short(0x0112, in: EXIF_IFD_0).flatMap { (1...8).contains($0) ? $0 : nil } }

    /// `DateTimeOriginal` (0x9003) with `OffsetTimeOriginal` (0x9011).
    var dateTimeOriginal: MetadataDate? {
        guard let text = text(0x9003, in: EXIF_IFD_EXIF), var date = MetadataDate(parsing: text) else { return nil }
        if date.utcOffsetMinutes == nil, let offset = self.text(0x9011, in: EXIF_IFD_EXIF) {
            date.utcOffsetMinutes = MetadataDate.offsetMinutes(offset)
        }
        return date
    }

    /// `UserComment` (0x9286), decoded by its character-code header.
    var userComment: String? {
        bytes(0x9286, in: EXIF_IFD_EXIF).flatMap { MetadataText.userComment($0, bigEndian: isBigEndian) }
    }

    /// GPS latitude and longitude (tags 1–4 of the GPS IFD).
    var location: GeoPoint? {
        func degrees(_ tag: UInt32, ref refTag: UInt32, negative: UInt8) -> Double? {
            guard let parts = rationals(tag, in: EXIF_IFD_GPS), parts.count == 3 else { return nil }
            let value = parts[0] + parts[1] / 60 + parts[2] / 3600
            let ref = bytes(refTag, in: EXIF_IFD_GPS)?.first
            return ref == negative ? -value : value
        }
        guard let latitude = degrees(2, ref: 1, negative: 0x53), let longitude = degrees(4, ref: 3, negative: 0x57)
        else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }
}
