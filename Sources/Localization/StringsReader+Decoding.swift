// Bytes to scalars (localization.md §3, encoding).
extension StringsReader {
    /// The largest file accepted: 8 MiB.
    static let byteLimit = 8 * 1024 * 1024

    /// A file's scalars, and where its first NUL byte is when it is UTF-16 without a byte-order mark.
    struct Decoded {
        var scalars: [Unicode.Scalar]
        var unmarkedUTF16At: TextPosition?
    }

    /// Turns the raw bytes of a strings file into Unicode scalars, as CFPropertyList does.
    ///
    /// `FF FE` starts UTF-16LE, `FE FF` UTF-16BE and `EF BB BF` UTF-8; the byte-order mark is
    /// dropped. A file with NUL bytes and no byte-order mark is UTF-16, big-endian when most NULs of
    /// its first 1 KiB are at even offsets (`00 22` is `"`), little-endian when most are at odd ones;
    /// anything else is UTF-8. Every index is bounds-checked and the work is linear.
    static func decode(_ bytes: [UInt8], file: String) -> Result<Decoded, LocalizationError> {
        guard bytes.count <= byteLimit else {
            return .failure(
                LocalizationError(
                    kind: .encoding, file: file, line: 1, column: 1,
                    message: "file is larger than 8 MiB (\(bytes.count) bytes)"))
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return decodeUTF16(bytes, from: 2, bigEndian: false, file: file).map { Decoded(scalars: $0) }
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return decodeUTF16(bytes, from: 2, bigEndian: true, file: file).map { Decoded(scalars: $0) }
        }
        if let bigEndian = unmarkedUTF16Order(bytes), let nul = bytes.firstIndex(of: 0) {
            // Where the UTF-8 reading would stop: the house style names the place.
            let before = Array(String(decoding: bytes[..<nul], as: UTF8.self).unicodeScalars)
            return decodeUTF16(bytes, from: 0, bigEndian: bigEndian, file: file).map {
                Decoded(scalars: $0, unmarkedUTF16At: TextPosition.after(before))
            }
        }
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        return decodeUTF8(bytes, from: start, file: file).map { Decoded(scalars: $0) }
    }

    /// The byte order of UTF-16 without a byte-order mark, from where the NUL bytes of the first
    /// 1 KiB are; nil when there are none (or as many at even as at odd offsets).
    private static func unmarkedUTF16Order(_ bytes: [UInt8]) -> Bool? {
        var even = 0
        var odd = 0
        for offset in 0..<min(bytes.count, 1024) where bytes[offset] == 0 {
            if offset % 2 == 0 { even += 1 } else { odd += 1 }
        }
        if even > odd { return true }
        if odd > even { return false }
        return nil
    }

    private static func decodeUTF8(
        _ bytes: [UInt8], from start: Int, file: String
    ) -> Result<[Unicode.Scalar], LocalizationError> {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            if lead == 0 {
                return .failure(
                    error(
                        "NUL byte: the file looks like UTF-16 without a byte-order mark; save it as UTF-8",
                        at: scalars, file: file))
            }
            if lead < 0x80 {
                scalars.append(Unicode.Scalar(lead))
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
            default:
                return .failure(invalidUTF8(lead, at: scalars, file: file))
            }
            guard index + length <= bytes.count else {
                return .failure(error("invalid UTF-8: the file ends inside a character", at: scalars, file: file))
            }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else {
                    return .failure(invalidUTF8(lead, at: scalars, file: file))
                }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else {
                return .failure(invalidUTF8(lead, at: scalars, file: file))
            }
            scalars.append(scalar)
            index += length
        }
        return .success(scalars)
    }

    private static func decodeUTF16(
        _ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String
    ) -> Result<[Unicode.Scalar], LocalizationError> {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity((bytes.count - start) / 2)
        var index = start
        func unit(at position: Int) -> UInt16? {
            guard position + 1 < bytes.count else { return nil }
            let (high, low) =
                bigEndian
                ? (bytes[position], bytes[position + 1]) : (bytes[position + 1], bytes[position])
            return UInt16(high) << 8 | UInt16(low)
        }
        while index < bytes.count {
            guard let first = unit(at: index) else {
                return .failure(error("invalid UTF-16: the file ends with half a code unit", at: scalars, file: file))
            }
            if let scalar = Unicode.Scalar(first) {
                scalars.append(scalar)
                index += 2
                continue
            }
            guard (0xD800...0xDBFF).contains(first), let second = unit(at: index + 2),
                (0xDC00...0xDFFF).contains(second),
                let scalar = Unicode.Scalar(
                    0x10000 + (UInt32(first - 0xD800) << 10 | UInt32(second - 0xDC00)))
            else {
                let hex = String(first, radix: 16, uppercase: true)
                return .failure(error("invalid UTF-16: unpaired surrogate \(hex)", at: scalars, file: file))
            }
            scalars.append(scalar)
            index += 4
        }
        return .success(scalars)
    }

    private static func invalidUTF8(
        _ lead: UInt8, at scalars: [Unicode.Scalar], file: String
    ) -> LocalizationError {
        let hex = String(lead, radix: 16, uppercase: true)
        return error(
            "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8", at: scalars, file: file)
    }

    /// An encoding error at the position after the scalars decoded so far.
    private static func error(
        _ message: String, at scalars: [Unicode.Scalar], file: String
    ) -> LocalizationError {
        let position = TextPosition.after(scalars)
        return LocalizationError(
            kind: .encoding, file: file, line: position.line, column: position.column,
            message: message)
    }
}
