import Foundation

/// Writes a RIFF/WAVE file (PCM, signed 16-bit, mono, the engine's rate) to a temporary file in the target's
/// directory and renames it into place on `finish`, so a WAV is never half-written.
///
/// The file is not synced to the disk before the rename: the rename alone makes it whole or absent for any process
/// that reads it (what `speech.md` §4 asks), as `espeak-ng -w` writes its files.
public final class WAVFileSink: PCMSink {
    /// The final path.
    public let path: String
    /// The sample rate written in the header.
    public let sampleRate: Int
    private let temporaryPath: String
    private let place: (_ temporaryPath: String, _ path: String) throws -> Void
    private let handle: FileHandle
    private var dataBytes = 0
    private var finished = false
    /// Bytes not yet written, the provisional header first: the queue hands over 5 ms pieces, written with one
    /// write(2) per 256 KiB rather than one per piece.
    private var pending: [UInt8]
    /// Whether `pending` still starts with the header (nothing written to the file yet).
    private var headerPending = true
    private static let bufferBytes = 256 * 1024
    private static let headerBytes = 44

    /// Creates the temporary file; the provisional header goes with the first samples written. `place` moves the
    /// finished temporary file to `path` (the CLI passes its output-file writer, which replaces only regular files);
    /// by default a rename.
    public init(
        path: String, sampleRate: Int,
        place: @escaping (_ temporaryPath: String, _ path: String) throws -> Void = WAVFileSink.rename
    ) throws(SpeechError) {
        self.path = path
        self.sampleRate = sampleRate
        self.place = place
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/.\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        // One open(2), where FileManager's createFile wrote an empty file beside it, renamed it, and reopened it.
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw SpeechError(kind: .output, path: path, message: Self.reason(directory: directory))
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        pending = [UInt8](Self.header(sampleRate: sampleRate, dataBytes: 0))
    }

    deinit {
        if !finished {
            try? handle.close()
            unlink(temporaryPath)
        }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        guard !samples.isEmpty else { return }
        if pending.capacity < Self.bufferBytes { pending.reserveCapacity(Self.bufferBytes) }
        #if _endian(little)
            pending.append(contentsOf: UnsafeRawBufferPointer(samples))
        #else
            for sample in samples {
                let bits = UInt16(bitPattern: sample)
                pending.append(UInt8(truncatingIfNeeded: bits))
                pending.append(UInt8(truncatingIfNeeded: bits >> 8))
            }
        #endif
        dataBytes += samples.count * 2
        if pending.count >= Self.bufferBytes { try writePending() }
    }

    public func flush() {}

    /// Writes the buffered samples to the temporary file.
    private func writePending() throws {
        guard !pending.isEmpty else { return }
        do {
            try handle.write(contentsOf: pending)
        } catch {
            throw SpeechError(kind: .output, path: path, message: "cannot write: \(error.localizedDescription)")
        }
        pending.removeAll(keepingCapacity: true)
        headerPending = false
    }

    /// Rewrites the header with the real sizes and renames the file into place.
    public func finish() throws {
        guard !finished else { return }
        let header = Self.header(sampleRate: sampleRate, dataBytes: dataBytes)
        // Nothing written yet: the real header replaces the provisional one, and the file is one write.
        let headerInBuffer = headerPending
        if headerInBuffer { pending.replaceSubrange(0..<Self.headerBytes, with: header) }
        try writePending()
        do {
            if !headerInBuffer {
                try handle.seek(toOffset: 0)
                try handle.write(contentsOf: header)
            }
            try handle.close()
        } catch {
            throw SpeechError(kind: .output, path: path, message: "cannot write: \(error.localizedDescription)")
        }
        finished = true
        try place(temporaryPath, path)
    }

    /// Renames the temporary file into place (removing it when that fails).
    public static func rename(_ temporaryPath: String, to path: String) throws {
        guard Glibc.rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw SpeechError(kind: .output, path: path, message: "cannot rename into place: \(reason)")
        }
    }

    /// The 44-byte canonical header for `dataBytes` bytes of mono S16LE PCM.
    public static func header(sampleRate: Int, dataBytes: Int) -> Data {
        var data = Data()
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8))
        append32(UInt32(36 + dataBytes))
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8))
        append32(16)  // fmt chunk size
        append16(1)  // PCM
        append16(1)  // mono
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2))  // byte rate
        append16(2)  // block align
        append16(16)  // bits per sample
        data.append(contentsOf: Array("data".utf8))
        append32(UInt32(dataBytes))
        return data
    }

    private static func reason(directory: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            return "the folder \(directory) does not exist"
        }
        return "cannot create a file in \(directory)"
    }
}
