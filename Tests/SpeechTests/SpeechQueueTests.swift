import Foundation
import Speech
import TestSupport
import Testing

@Suite struct SpeechQueueTests {
    @Test func playsItemsInOrderWithSilencesAndSamples() throws {
        let synthesizer = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 10)
        let sink = MemorySink()
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        queue.enqueue([
            .speech(markup: "ab", language: "en"), .silence(milliseconds: 30), .samples([7, 7, 7]),
            .speech(markup: "abc", language: "en"),
        ])
        try queue.finish()
        let samples = sink.samples
        #expect(samples.count == 20 + 30 + 3 + 30)
        #expect(samples[0..<20].allSatisfy { $0 == 3 })  // "ab": 2 % 1000 + 1
        #expect(samples[20..<50].allSatisfy { $0 == 0 })
        #expect(Array(samples[50..<53]) == [7, 7, 7])
        #expect(samples[53...].allSatisfy { $0 == 4 })
        #expect(sink.isFinished)
        #expect(synthesizer.markups == ["ab", "abc"])
    }

    @Test func interruptAbortsSynthesisDropsTheQueueAndFlushesTheSink() throws {
        // 200 chars × 1000 samples at 22050 Hz ≈ 9 s of paced audio: far longer than the test waits.
        let synthesizer = RecordingSynthesizer(sampleRate: 22050, samplesPerCharacter: 1000, chunkSize: 1000)
        let sink = MemorySink(pacedSampleRate: 22050)
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink, bufferSeconds: 1)
        let long = String(repeating: "x", count: 200)
        queue.enqueue([.speech(markup: long, language: "en"), .speech(markup: "never", language: "en")])
        while sink.samples.count < 2205 { usleep(1000) }
        queue.interrupt()
        try queue.waitUntilIdle()
        let played = sink.samples.count
        #expect(played < 200 * 1000 / 2, "most of the long utterance must never be played")
        #expect(sink.flushCount >= 1)
        #expect(synthesizer.aborts == 1)
        #expect(!synthesizer.markups.contains("never"))
        // Nothing more arrives after the interruption.
        usleep(50_000)
        #expect(sink.samples.count == played)
        // The queue speaks again afterwards.
        queue.enqueue([.speech(markup: "ok", language: "en")])
        try queue.waitUntilIdle()
        #expect(sink.samples.count == played + 2 * 1000)
    }
}
