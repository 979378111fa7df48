import Foundation

/// Turns the bytes of a metadata field into text a listener can hear: valid UTF-8 as it is, other bytes as
/// ISO 8859-1 (what legacy EXIF writers meant), NULs and control characters dropped, the result trimmed and
/// capped at ``PhotoMetadata/maximumTextLength`` characters.
enum MetadataText {
    /// How many bytes of one field are looked at; a longer field is cut first (hostile files can hold megabytes).
    static let maximumFieldBytes = PhotoMetadata.maximumTextLength * 4

    /// Text from raw bytes; nil when nothing is left.
    static func decode<Bytes: Collection>(_ raw: Bytes) -> String? where Bytes.Element == UInt8 {
        clean(unicode(raw))
    }

    /// The bytes as Unicode (UTF-8, else ISO 8859-1), at most ``maximumFieldBytes`` of them, not cleaned.
    static func unicode<Bytes: Collection>(_ raw: Bytes) -> String where Bytes.Element == UInt8 {
        var bytes = Array(raw.prefix(maximumFieldBytes))
        while let last = bytes.last, last == 0 { bytes.removeLast() }  // EXIF ASCII ends in NUL
        let text: String
        if let utf8 = String(validating: bytes, as: UTF8.self) {
            text = utf8
        } else if let cut = validPrefixAfterCut(bytes) {
            text = cut
        } else {
            text = String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)  // ISO 8859-1
        }
        return text
    }

    /// A field cut in the middle of a UTF-8 sequence by ``maximumFieldBytes`` is still UTF-8.
    private static func validPrefixAfterCut(_ bytes: [UInt8]) -> String? {
        guard bytes.count == maximumFieldBytes else { return nil }
        for drop in 1...3 where drop < bytes.count {
            if let text = String(validating: bytes.dropLast(drop), as: UTF8.self) { return text }
        }
        return nil
    }

    /// Text already decoded (by exiv2): control characters dropped, trimmed, capped; nil when empty.
    static func clean(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                scalars.append(scalar)
            } else if scalar.properties.generalCategory == .control || scalar == "\u{FFFE}" || scalar == "\u{FFFF}" {
                continue
            } else {
                scalars.append(scalar)
            }
        }
        var result = String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
        if result.count > PhotoMetadata.maximumTextLength {
            result = String(result.prefix(PhotoMetadata.maximumTextLength))
        }
        return result.isEmpty ? nil : result
    }

    /// EXIF `UserComment`: an 8-byte character code (`ASCII`, `UNICODE`, `JIS`, or 8 NULs for undefined), then
    /// the text. A header that lies is survived: ASCII or undefined text that is UTF-8 is read as UTF-8, UNICODE
    /// with an odd byte count is read as bytes.
    static func userComment(_ raw: [UInt8], bigEndian: Bool) -> String? {
        guard raw.count >= 8 else { return decode(raw) }
        let header = raw[0..<8]
        let body = Array(raw[8...].prefix(maximumFieldBytes))
        if header.elementsEqual(Array("UNICODE\0".utf8)), body.count % 2 == 0 {
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = 0
            while index + 1 < body.count {
                let pair =
                    bigEndian
                    ? UInt16(body[index]) << 8 | UInt16(body[index + 1])
                    : UInt16(body[index + 1]) << 8 | UInt16(body[index])
                units.append(pair)
                index += 2
            }
            while units.last == 0 { units.removeLast() }
            // A UTF-16 body with a byte-order mark says its own order.
            if units.first == 0xFFFE {
                units = units.dropFirst().map { $0.byteSwapped }
            } else if units.first == 0xFEFF {
                units.removeFirst()
            }
            return clean(String(decoding: units, as: UTF16.self))
        }
        if header.elementsEqual(Array("JIS\0\0\0\0\0".utf8)) {
            return clean(String(data: Data(body), encoding: .iso2022JP) ?? String(decoding: body, as: UTF8.self))
        }
        // ASCII, undefined (NULs) or an unknown code: bytes, UTF-8 when they are.
        return decode(body)
    }
}
