import Foundation

/// Signed 16-bit samples as little-endian bytes, the layout of WAV data and of `--output pcm`.
enum PCMBytes {
    static func littleEndian(_ samples: UnsafeBufferPointer<Int16>) -> Data {
        var bytes = Data(count: samples.count * 2)
        bytes.withUnsafeMutableBytes { raw in
            for (index, sample) in samples.enumerated() {
                raw.storeBytes(of: sample.littleEndian, toByteOffset: index * 2, as: Int16.self)
            }
        }
        return bytes
    }
}
