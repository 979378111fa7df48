import Foundation

/// Writes a RIFF/WAVE file (PCM, signed 16-bit, mono, the engine's rate) to a temporary file in the target's
/// directory and renames it into place on `finish`, so a WAV is never half-written.
public final class WAVFileSink: PCMSink {
    /// The final path.
    public let path: String
    /// The sample rate written in the header.
    public let sampleRate: Int
    private let temporaryPath: String
    private let handle: FileHandle
    private var dataBytes = 0
    private var finished = false
    /// Samples not yet written: the queue hands over 5 ms pieces, so one write(2) per 64 KiB instead of one per
    /// piece (issue 20: a sentence was 500 system calls).
    private var pending: [UInt8] = []
    private static let bufferBytes = 64 * 1024

    /// Creates the temporary file and writes a provisional header.
    public init(path: String, sampleRate: Int) throws(SpeechError) {
        self.path = path
        self.sampleRate = sampleRate
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/.\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            throw SpeechError(kind: .output, path: path, message: Self.reason(directory: directory))
        }
        self.handle = handle
        do {
            try handle.write(contentsOf: Self.header(sampleRate: sampleRate, dataBytes: 0))
        } catch {
            throw SpeechError(kind: .output, path: path, message: "cannot write: \(error.localizedDescription)")
        }
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
    }

    /// Rewrites the header with the real sizes and renames the file into place.
    public func finish() throws {
        guard !finished else { return }
        try writePending()
        do {
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: Self.header(sampleRate: sampleRate, dataBytes: dataBytes))
            try handle.synchronize()
            try handle.close()
        } catch {
            throw SpeechError(kind: .output, path: path, message: "cannot write: \(error.localizedDescription)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw SpeechError(kind: .output, path: path, message: "cannot rename into place: \(reason)")
        }
        finished = true
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
