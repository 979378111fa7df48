import Foundation

/// Streams raw signed 16-bit little-endian mono samples to a file descriptor (stdout for `--output pcm`).
public final class RawPCMSink: PCMSink {
    private let handle: FileHandle

    public init(handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard !samples.isEmpty else { return }
        let bytes = PCMBytes.littleEndian(samples)
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw SpeechError(kind: .output, message: "cannot write PCM: \(error.localizedDescription)")
        }
    }

    public func flush() {}
    public func finish() throws {}
}
