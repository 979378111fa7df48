import Foundation

/// Reads the audio of `--listen-file`: a RIFF WAV file of 16 kHz 16-bit mono PCM, or raw samples of that
/// format (little-endian) when the bytes do not start with `RIFF`. Whole (``samples(of:name:)``) or as the bytes
/// arrive (``SoundStream``), by the same reader.
public enum SoundFile {
    /// The most bytes read: an hour of audio.
    public static let maximumBytes = 16_000 * 2 * 3_600

    /// The samples of `data`; `name` names the file in errors.
    public static func samples(of data: Data, name: String) throws -> [Int16] {
        var stream = SoundStream(name: name)
        var samples = try stream.add(data)
        samples += try stream.finish()
        return samples
    }
}

/// Audio read as its bytes arrive (`arecord -f S16_LE -r 16000 | lector browse --listen-file -`): the header is
/// read once it is all there, then each whole sample as soon as its two bytes are. A WAV header written before the
/// length was known (a pipe: data size 0 or 0xFFFFFFFF) means "until the end".
public struct SoundStream: Sendable {
    private enum Stage: Sendable {
        /// Not yet known whether the bytes are WAV or raw.
        case start
        /// A RIFF WAVE file: reading its chunks from `offset` of the buffered header bytes.
        case header(offset: Int, format: Format?)
        /// Samples: `remaining` bytes of them left in the data chunk (nil: until the end).
        case samples(remaining: Int?)
        /// Past the data chunk: what follows is ignored.
        case done
    }

    private struct Format: Sendable {
        var tag: Int
        var channels: Int
        var rate: Int
        var bits: Int
    }

    /// The file's name in errors ("-" for standard input).
    public let name: String
    private var stage = Stage.start
    private var pending: [UInt8] = []
    private var total = 0
    private var wasWAV = false

    /// A stream of the audio named `name`.
    public init(name: String) {
        self.name = name
    }

    /// Whether the header has been read (or the bytes are raw audio): what follows is samples.
    public var isReadingSamples: Bool {
        switch stage {
        case .samples, .done: true
        case .start, .header: false
        }
    }

    /// Adds bytes; returns the samples they complete.
    public mutating func add(_ data: Data) throws -> [Int16] {
        total += data.count
        guard total <= SoundFile.maximumBytes else {
            throw SoundFileError(file: name, reason: "longer than an hour of 16 kHz audio (\(total) bytes)")
        }
        pending.append(contentsOf: data)
        return try advance()
    }

    /// The end of the bytes: throws for a header cut short or half a sample (raw audio).
    public mutating func finish() throws -> [Int16] {
        switch stage {
        case .start:
            // Fewer than 12 bytes: raw audio.
            stage = .samples(remaining: nil)
            let samples = try advance()
            return samples + (try finish())
        case .header:
            throw SoundFileError(file: name, reason: "a WAV file without a data chunk")
        case .samples:
            guard pending.count % 2 == 0 || wasWAV else {
                throw SoundFileError(
                    file: name, reason: "raw audio must be whole 16-bit samples (\(total) bytes)")
            }
            pending.removeAll()
            return []
        case .done:
            return []
        }
    }

    private mutating func advance() throws -> [Int16] {
        while true {
            switch stage {
            case .start:
                guard pending.count >= 12 else { return [] }
                guard pending[0..<4] == [0x52, 0x49, 0x46, 0x46] else {
                    stage = .samples(remaining: nil)
                    continue
                }
                guard pending[8..<12] == [0x57, 0x41, 0x56, 0x45] else {
                    throw SoundFileError(file: name, reason: "a RIFF file that is not WAVE")
                }
                wasWAV = true
                stage = .header(offset: 12, format: nil)
            case .header(let offset, let format):
                guard offset + 8 <= pending.count else { return [] }
                let id = String(decoding: pending[offset..<offset + 4], as: UTF8.self)
                let size = Int(Self.le32(pending, offset + 4))
                let start = offset + 8
                if id == "data" {
                    guard let format else {
                        throw SoundFileError(file: name, reason: "the data chunk comes before the fmt chunk")
                    }
                    guard format.tag == 1 || format.tag == 0xFFFE, format.channels == 1, format.rate == 16_000,
                        format.bits == 16
                    else {
                        throw SoundFileError(
                            file: name,
                            reason: "\(format.rate) Hz, \(format.bits)-bit, \(format.channels) channel(s); "
                                + "16000 Hz 16-bit mono PCM is needed (sox IN -r 16000 -c 1 -b 16 OUT.wav)")
                    }
                    pending.removeFirst(start)
                    let unknown = size == 0 || size >= 0x7FFF_FFFF
                    stage = .samples(remaining: unknown ? nil : size / 2 * 2)
                    continue
                }
                guard start + size <= pending.count else { return [] }
                var found = format
                if id == "fmt " {
                    guard size >= 16 else {
                        throw SoundFileError(file: name, reason: "a fmt chunk shorter than 16 bytes")
                    }
                    found = Format(
                        tag: Int(Self.le16(pending, start)), channels: Int(Self.le16(pending, start + 2)),
                        rate: Int(Self.le32(pending, start + 4)), bits: Int(Self.le16(pending, start + 14)))
                }
                stage = .header(offset: start + size + size % 2, format: found)
            case .samples(let remaining):
                let usable = min(pending.count / 2 * 2, remaining ?? Int.max)
                let samples = Self.pcm(pending[0..<usable])
                pending.removeFirst(usable)
                if let remaining {
                    stage = remaining - usable == 0 ? .done : .samples(remaining: remaining - usable)
                }
                return samples
            case .done:
                pending.removeAll()
                return []
            }
        }
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
