import Foundation

/// Writes small valid baseline JPEG files of one colour, without an image library.
///
/// Every 8×8 block of a one-colour picture has only a DC coefficient, so the scan is a DC difference and an
/// end-of-block code per block; the Huffman tables are made for exactly that.
public enum JPEGEncoder {
    /// A `width` × `height` picture filled with `color`.
    public static func solid(width: Int, height: Int, color: RGBColor) -> Data {
        let r = Double(color.red)
        let g = Double(color.green)
        let b = Double(color.blue)
        let samples = [
            0.299 * r + 0.587 * g + 0.114 * b,
            128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
            128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
        ]
        // With all quantizers 1, a flat block's DC coefficient is 8 × (sample − 128).
        let dc = samples.map { Int((8 * ($0.rounded() - 128))) }

        var file: [UInt8] = [0xFF, 0xD8]
        file += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        file += segment(
            0xC0,
            [
                8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0,
            ])
        // DC table 0: the twelve size categories, each a 4-bit code equal to the category.
        file += segment(0xC4, [0x00, 0, 0, 0, 12] + [UInt8](repeating: 0, count: 12) + Array(0...11))
        // AC table 0: only end-of-block, the 1-bit code 0.
        file += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0])
        file += segment(0xDA, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0])

        var writer = BitWriter()
        var previous = [0, 0, 0]
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        for _ in 0..<blocks {
            for component in 0..<3 {
                let difference = dc[component] - previous[component]
                previous[component] = dc[component]
                let category = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
                writer.write(UInt32(category), count: 4)
                if category > 0 {
                    let bits = difference > 0 ? difference : difference + (1 << category) - 1
                    writer.write(UInt32(bits), count: category)
                }
                writer.write(0, count: 1)  // end of block
            }
        }
        file += writer.finish()
        file += [0xFF, 0xD9]
        return Data(file)
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// Entropy-coded bits, most significant first, with a 0 stuffed after every 0xFF byte.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var accumulator: UInt64 = 0
        private var count = 0

        mutating func write(_ value: UInt32, count bitCount: Int) {
            guard bitCount > 0 else { return }
            accumulator = accumulator << UInt64(bitCount) | UInt64(value & (UInt32.max >> (32 - bitCount)))
            count += bitCount
            while count >= 8 {
                count -= 8
                let byte = UInt8(truncatingIfNeeded: accumulator >> UInt64(count))
                bytes.append(byte)
                if byte == 0xFF { bytes.append(0) }
            }
            accumulator &= (1 << UInt64(count)) - 1
        }

        /// The bytes, the last one padded with 1 bits.
        mutating func finish() -> [UInt8] {
            if count > 0 { write(UInt32.max, count: 8 - count) }
            return bytes
        }
    }
}
