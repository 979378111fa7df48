import CPulseSimple
import Foundation

/// The default PulseAudio source, recorded as 16 kHz 16-bit mono through the simple API; closed in `deinit`.
public final class Microphone {
    private let stream: OpaquePointer
    private let api: lector_pa_api

    /// Opens the capture stream.
    ///
    /// - Throws: ``ListeningError`` naming PulseAudio's reason (no server, no source) when there is no
    ///   capture device.
    public init(application: String = "Lector", device: String? = nil) throws {
        var api = try PulseSimpleLibrary.loaded.get()
        var error: Int32 = 0
        guard let stream = lector_pa_record(&api, application, device, &error) else {
            throw ListeningError(function: "pa_simple_new", message: Self.reason(api, error))
        }
        self.stream = stream
        self.api = api
    }

    deinit { api.pa_simple_free!(stream) }

    /// PulseAudio's words for an error code.
    private static func reason(_ api: lector_pa_api, _ error: Int32) -> String {
        guard let text = api.pa_strerror?(error) else { return "error \(error)" }
        return String(cString: text)
    }

    /// Blocks until `count` samples are recorded.
    public func read(count: Int) throws -> [Int16] {
        var samples = [Int16](repeating: 0, count: count)
        var error: Int32 = 0
        let code = samples.withUnsafeMutableBytes { api.pa_simple_read!(stream, $0.baseAddress, $0.count, &error) }
        guard code >= 0 else { throw ListeningError(function: "pa_simple_read", message: Self.reason(api, error)) }
        return samples
    }
}
