/// Reads the format and pixel size of JPEG, PNG, GIF and WebP files from their first bytes, without decoding.
public enum ImageHeader {
    /// What the header says, or why it says nothing.
    public enum Outcome: Sendable, Equatable {
        /// The format and size.
        case image(ImageFormat, PixelSize)
        /// Not one of the four formats.
        case unsupported
        /// The format is known but the header is broken.
        case malformed(ImageFormat)
        /// The bytes end before the size (JPEG: the frame header lies further into the file).
        case needsMoreBytes(ImageFormat)
    }

    /// Parses the start of a file.
    public static func parse(_ bytes: [UInt8]) -> Outcome {
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gif(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webp(bytes)
        }
        return .unsupported
    }

    private static func size(_ width: Int, _ height: Int, _ format: ImageFormat) -> Outcome {
        width > 0 && height > 0 ? .image(format, PixelSize(width: width, height: height)) : .malformed(format)
    }

    private static func bigEndian16(_ bytes: [UInt8], _ index: Int) -> Int {
        Int(bytes[index]) << 8 | Int(bytes[index + 1])
    }

    private static func littleEndian(_ bytes: [UInt8], _ index: Int, count: Int) -> Int {
        var value = 0
        for offset in (0..<count).reversed() { value = value << 8 | Int(bytes[index + offset]) }
        return value
    }

    private static func png(_ bytes: [UInt8]) -> Outcome {
        guard bytes.count >= 24 else { return .needsMoreBytes(.png) }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .malformed(.png) }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return size(width, height, .png)
    }

    private static func gif(_ bytes: [UInt8]) -> Outcome {
        guard bytes.count >= 10 else { return .needsMoreBytes(.gif) }
        return size(littleEndian(bytes, 6, count: 2), littleEndian(bytes, 8, count: 2), .gif)
    }

    private static func webp(_ bytes: [UInt8]) -> Outcome {
        guard bytes.count >= 16 else { return .needsMoreBytes(.webp) }
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        guard bytes.count >= (chunk == "VP8L" ? 25 : 30) else { return .needsMoreBytes(.webp) }
        switch chunk {
        case "VP8 ":
            // Frame tag (3 bytes) at 20, start code 9D 01 2A at 23, then 14-bit width and height.
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return .malformed(.webp) }
            return size(littleEndian(bytes, 26, count: 2) & 0x3FFF, littleEndian(bytes, 28, count: 2) & 0x3FFF, .webp)
        case "VP8L":
            guard bytes[20] == 0x2F else { return .malformed(.webp) }
            let bits = littleEndian(bytes, 21, count: 4)
            return size((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1, .webp)
        case "VP8X":
            return size(littleEndian(bytes, 24, count: 3) + 1, littleEndian(bytes, 27, count: 3) + 1, .webp)
        default:
            return .malformed(.webp)
        }
    }

    /// Start-of-frame markers that carry the size (every SOFn but DHT C4, JPG C8 and DAC CC).
    private static let frameMarkers: Set<UInt8> = [
        0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
    ]

    private static func jpeg(_ bytes: [UInt8]) -> Outcome {
        var index = 2
        while true {
            guard index < bytes.count else { return .needsMoreBytes(.jpeg) }
            guard bytes[index] == 0xFF else { return .malformed(.jpeg) }
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }  // fill bytes
            guard index < bytes.count else { return .needsMoreBytes(.jpeg) }
            let marker = bytes[index]
            index += 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }  // no length
            if marker == 0xD9 || marker == 0xDA || marker == 0x00 { return .malformed(.jpeg) }  // no frame before data
            guard index + 1 < bytes.count else { return .needsMoreBytes(.jpeg) }
            let length = bigEndian16(bytes, index)
            guard length >= 2 else { return .malformed(.jpeg) }
            if frameMarkers.contains(marker) {
                guard index + 7 <= bytes.count else { return .needsMoreBytes(.jpeg) }
                guard length >= 7 else { return .malformed(.jpeg) }
                return size(bigEndian16(bytes, index + 5), bigEndian16(bytes, index + 3), .jpeg)
            }
            index += length
        }
    }
}
