import Foundation
import Speech
import Synchronization
import TestSupport
import Testing
import Utterances

/// A generation's first piece goes to the sink from the producing thread, without waiting for the audio thread
/// (a key's first audio), and the sink still receives the same pieces in the same order.
@Suite struct SpeechQueueFirstPieceTests {
    /// Records each write's samples and whether the synthesizing thread made it.
    final class PieceSink: PCMSink, @unchecked Sendable {
        private let lock = NSLock()
        private var writes: [(bySynthesizer: Bool, samples: [Int16])] = []
        let synthesizer: ThreadNotingSynthesizer

        init(_ synthesizer: ThreadNotingSynthesizer) {
            self.synthesizer = synthesizer
        }

        func write(_ samples: UnsafeBufferPointer<Int16>) throws {
            let bySynthesizer = synthesizer.isSynthesizing(on: pthread_self())
            lock.withLock { writes.append((bySynthesizer, Array(samples))) }
        }

        func flush() {}
        func finish() throws {}

        var recorded: [(bySynthesizer: Bool, samples: [Int16])] { lock.withLock { writes } }
    }

    /// ``RecordingSynthesizer`` that notes the thread it hands samples on.
    final class ThreadNotingSynthesizer: Synthesizer {
        private let inner = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 10, chunkSize: 12)
        private let thread = Mutex<pthread_t?>(nil)
        var sampleRate: Int { inner.sampleRate }

        func isSynthesizing(on other: pthread_t) -> Bool { thread.withLock { $0 == other } }

        func synthesize(markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool) throws
            -> Bool
        {
            thread.withLock { $0 = pthread_self() }
            defer { thread.withLock { $0 = nil } }
            return try inner.synthesize(markup: markup, language: language, onSamples: onSamples)
        }

        func phonemes(markup: String, language: String) throws -> String {
            try inner.phonemes(markup: markup, language: language)
        }

        func setProsody(_ prosody: Prosody) throws {}
    }

    @Test func firstPieceIsWrittenByTheProducerAndPiecesStayTheSame() throws {
        // 1000 Hz: pieces of 5 samples; the fake synthesizer hands chunks of 12.
        let synthesizer = ThreadNotingSynthesizer()
        let sink = PieceSink(synthesizer)
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
        #expect(
            all == [Int16](repeating: 5, count: 40) + [Int16](repeating: 0, count: 7) + [Int16](repeating: 4, count: 30)
        )
        // The first piece of each generation from the speech thread, the rest of its chunk from the audio thread.
        #expect(writes[0].bySynthesizer)
        #expect(!writes[1].bySynthesizer)
        #expect(writes[12].bySynthesizer)
        #expect(!writes[13].bySynthesizer)
        #expect(writes.filter(\.bySynthesizer).count == 2)
    }
}
