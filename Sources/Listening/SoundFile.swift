import Foundation

/// Reads the audio of `--listen-file`: a RIFF WAV file of 16 kHz 16-bit mono PCM, or raw samples of that
/// format (little-endian) when the bytes do not start with `RIFF`.
public enum SoundFile {
    /// The most bytes read: an hour of audio.
    public static let maximumBytes = 16_000 * 2 * 3_600

    /// The samples of `data`; `name` names the file in errors.
    public static func samples(of data: Data, name: String) throws -> [Int16] {
        guard data.count <= maximumBytes else {
            throw SoundFileError(file: name, reason: "longer than an hour of 16 kHz audio (\(data.count) bytes)")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46] else {
            guard bytes.count % 2 == 0 else {
                throw SoundFileError(
                    file: name, reason: "raw audio must be whole 16-bit samples (\(bytes.count) bytes)")
            }
            return pcm(bytes[...])
        }
        guard bytes[8..<12] == [0x57, 0x41, 0x56, 0x45] else {
            throw SoundFileError(file: name, reason: "a RIFF file that is not WAVE")
        }
        var offset = 12
        var format: (tag: Int, channels: Int, rate: Int, bits: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(le32(bytes, offset + 4))
            let start = offset + 8
            let end = min(start + size, bytes.count)
            if id == "fmt " {
                guard end - start >= 16 else {
                    throw SoundFileError(file: name, reason: "a fmt chunk shorter than 16 bytes")
                }
                format = (
                    Int(le16(bytes, start)), Int(le16(bytes, start + 2)), Int(le32(bytes, start + 4)),
                    Int(le16(bytes, start + 14))
                )
            } else if id == "data" {
                guard let format else {
                    throw SoundFileError(file: name, reason: "the data chunk comes before the fmt chunk")
                }
                guard format.tag == 1 || format.tag == 0xFFFE, format.channels == 1, format.rate == 16_000,
                    format.bits == 16
                else {
                    throw SoundFileError(
                        file: name,
                        reason:
                            "\(format.rate) Hz, \(format.bits)-bit, \(format.channels) channel(s); 16000 Hz 16-bit mono PCM is needed"
                            + " (sox IN -r 16000 -c 1 -b 16 OUT.wav)")
                }
                return pcm(bytes[start..<(start + (end - start) / 2 * 2)])
            }
            offset = start + size + size % 2
        }
        throw SoundFileError(file: name, reason: "a WAV file without a data chunk")
    }

    private static func le16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func le32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(le16(bytes, at)) | UInt32(le16(bytes, at + 2)) << 16
    }

    private static func pcm(_ bytes: ArraySlice<UInt8>) -> [Int16] {
        var samples: [Int16] = []
        samples.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
            index += 2
        }
        return samples
    }
}
