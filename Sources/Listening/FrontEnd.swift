import CPocketSphinx
import Foundation

/// sphinxbase's front end (`fe_t`): 16 kHz samples to cepstral frames, one every 10 ms, as pocketsphinx computes
/// them for its model (its filter bank, lifter and dither), freed in `deinit`. It keeps the samples of a frame not
/// yet whole between calls, so frames follow the stream whatever the size of each call. Not thread-safe.
final class FrontEnd {
    private let handle: OpaquePointer
    private let api: lector_ps_api
    /// Coefficients in a frame (13 for the en-us model).
    let coefficients: Int
    /// Room for this many frames per call.
    private static let room = 32
    private var buffer: [Float]

    init(handle: OpaquePointer, api: lector_ps_api) throws {
        self.handle = handle
        self.api = api
        coefficients = Int(api.fe_get_output_size!(handle))
        buffer = [Float](repeating: 0, count: Self.room * max(coefficients, 1))
        guard coefficients > 0, api.fe_start_utt!(handle) >= 0 else {
            _ = api.fe_free!(handle)
            throw ListeningError(function: "fe_start_utt", message: "the front end did not start")
        }
    }

    deinit { _ = api.fe_free!(handle) }

    /// The frames `samples` complete.
    func cepstra(of samples: UnsafeBufferPointer<Int16>) throws -> [[Float]] {
        guard var next = samples.baseAddress, !samples.isEmpty else { return [] }
        var left = samples.count
        var frames: [[Float]] = []
        let width = coefficients
        while left > 0 {
            var made = Int32(Self.room)
            var first: Int32 = 0
            var start: UnsafePointer<Int16>? = next
            let code = buffer.withUnsafeMutableBufferPointer { values -> Int32 in
                var rows: [UnsafeMutablePointer<Float>?] = (0..<Self.room).map { values.baseAddress! + $0 * width }
                return rows.withUnsafeMutableBufferPointer {
                    api.fe_process_frames!(handle, &start, &left, $0.baseAddress, &made, &first)
                }
            }
            guard code >= 0 else { throw ListeningError(function: "fe_process_frames", message: "returned \(code)") }
            for frame in 0..<Int(made) {
                frames.append(Array(buffer[(frame * width)..<((frame + 1) * width)]))
            }
            guard let moved = start, moved != next || made > 0 else { break }
            next = moved
        }
        return frames
    }
}
