import Foundation
import Listening

/// The audio of `browse --listen-file FILE|-`, read as it arrives (issue 42): `arecord -f S16_LE -r 16000 -c 1 |
/// lector browse --listen-file -` stands in for a microphone, each command acted on as its audio ends, not at the
/// end of the input. The header (or the first bytes of raw audio) is read when the source opens, so a file that is
/// not 16 kHz 16-bit mono PCM is refused before anything runs.
final class ListenSource {
    private let handle: FileHandle
    private var stream: SoundStream
    /// Samples read while the header was read, given first.
    private var first: [Int16]?
    private var ended = false
    private let name: String

    /// Opens `path` ("-": standard input) and reads until its header is read or 12 bytes of raw audio came.
    ///
    /// - Throws: ``SoundFileError`` for audio of another format; the file system's error for a file that
    ///   cannot be opened.
    init(path: String) throws {
        name = path
        handle = path == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        stream = SoundStream(name: path)
        var samples: [Int16] = []
        while !stream.isReadingSamples {
            let data = handle.availableData
            guard !data.isEmpty else {
                samples += try stream.finish()
                ended = true
                break
            }
            samples += try stream.add(data)
        }
        first = samples
    }

    /// The samples that arrived since the last call (waiting for some), nil at the end of the audio.
    func next() throws -> [Int16]? {
        if let first {
            self.first = nil
            return first
        }
        guard !ended else { return nil }
        while true {
            let data = handle.availableData
            guard !data.isEmpty else {
                ended = true
                let rest = try stream.finish()
                return rest.isEmpty ? nil : rest
            }
            let samples = try stream.add(data)
            if !samples.isEmpty { return samples }
        }
    }
}
