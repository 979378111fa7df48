import CPulseSimple
import Foundation

/// The default PulseAudio source, recorded as 16 kHz 16-bit mono through the simple API; closed in `deinit`.
public final class Microphone {
    private let stream: OpaquePointer

    /// Opens the capture stream.
    ///
    /// - Throws: ``ListeningError`` naming PulseAudio's reason (no server, no source) when there is no
    ///   capture device.
    public init(application: String = "Lector", device: String? = nil) throws {
        var error: Int32 = 0
        guard let stream = lector_pa_record(application, device, &error) else {
            throw ListeningError(function: "pa_simple_new", message: String(cString: pa_strerror(error)))
        }
        self.stream = stream
    }

    deinit { pa_simple_free(stream) }

    /// Blocks until `count` samples are recorded.
    public func read(count: Int) throws -> [Int16] {
        var samples = [Int16](repeating: 0, count: count)
        var error: Int32 = 0
        let code = samples.withUnsafeMutableBytes { pa_simple_read(stream, $0.baseAddress, $0.count, &error) }
        guard code >= 0 else { throw ListeningError(function: "pa_simple_read", message: String(cString: pa_strerror(error))) }
        return samples
    }
}
