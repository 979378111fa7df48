import Foundation
import Speech
import Testing
import TestSupport

/// A generation's first piece goes to the sink from the producing thread, without waiting for the audio thread
/// (a key's first audio), and the sink still receives the same pieces in the same order.
@Suite struct SpeechQueueFirstPieceTests {
    /// Records each write's samples and the thread that made it.
    final class PieceSink: PCMSink, @unchecked Sendable {
        private let lock = NSLock()
        private var writes: [(thread: String, samples: [Int16])] = []

        func write(_ samples: UnsafeBufferPointer<Int16>) throws {
            let name = Thread.current.name ?? ""
            lock.withLock { writes.append((name, Array(samples))) }
        }

        func flush() {}
        func finish() throws {}

        var recorded: [(thread: String, samples: [Int16])] { lock.withLock { writes } }
    }

    @Test func firstPieceIsWrittenByTheProducerAndPiecesStayTheSame() throws {
        // 1000 Hz: pieces of 5 samples; the fake synthesizer hands chunks of 12.
        let synthesizer = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 10, chunkSize: 12)
        let sink = PieceSink()
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        queue.enqueue([.speech(markup: "abcd", language: "en"), .silence(milliseconds: 7)])
        try queue.waitUntilIdle()
        queue.interrupt()
        queue.enqueue([.speech(markup: "abc", language: "en")])
        try queue.finish()

        let writes = sink.recorded
        // Each chunk cut in pieces of 5 from its start: 40 samples (12, 12, 12, 4), 7 of silence, then 30 (12, 12, 6).
        #expect(writes.map(\.samples.count) == [5, 5, 2, 5, 5, 2, 5, 5, 2, 4, 5, 2, 5, 5, 2, 5, 5, 2, 5, 1])
        let all = writes.flatMap(\.samples)
        #expect(all == [Int16](repeating: 5, count: 40) + [Int16](repeating: 0, count: 7) + [Int16](repeating: 4, count: 30))
        // The first piece of each generation from the speech thread, the rest of its chunk from the audio thread.
        #expect(writes[0].thread == "lector.speech-queue")
        #expect(writes[1].thread == "lector.audio")
        #expect(writes[12].thread == "lector.speech-queue")
        #expect(writes[13].thread == "lector.audio")
        #expect(writes.filter { $0.thread == "lector.speech-queue" }.count == 2)
    }
}
