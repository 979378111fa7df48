import Dispatch
import Foundation
import Speech
import Synchronization
import TestSupport
import Testing
import Utterances

/// A synthesizer with an engine thread of its own (``Synthesizer/engineThread``) gets its items on that thread,
/// one job each, and the sink receives exactly what a queue with its own speech thread gives it.
@Suite(.serialized) struct SpeechQueueEngineThreadTests {
    /// ``RecordingSynthesizer`` behind a serial dispatch queue standing in for the engine's thread; notes whether
    /// each synthesis ran there.
    final class EngineThreadSynthesizer: Synthesizer, @unchecked Sendable {
        let inner: RecordingSynthesizer
        private let queue = DispatchQueue(label: "test.engine")
        private let key = DispatchSpecificKey<Int>()
        private let onEngine = Mutex<[Bool]>([])
        private let jobs = JobCount()
        var sampleRate: Int { inner.sampleRate }

        init(_ inner: RecordingSynthesizer) {
            self.inner = inner
            queue.setSpecific(key: key, value: 1)
        }

        /// For each synthesis, whether it ran on the engine thread.
        var ranOnEngine: [Bool] { onEngine.withLock { $0 } }
        /// How many jobs the queue submitted.
        var submittedJobs: Int { jobs.value }

        var engineThread: EngineThread? {
            let queue = self.queue
            let jobs = self.jobs
            return EngineThread { work in
                jobs.add()
                queue.async(execute: work)
            }
        }

        func synthesize(markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool) throws
            -> Bool
        {
            let here = DispatchQueue.getSpecific(key: key) == 1
            onEngine.withLock { $0.append(here) }
            return try inner.synthesize(markup: markup, language: language, onSamples: onSamples)
        }

        func phonemes(markup: String, language: String) throws -> String {
            try inner.phonemes(markup: markup, language: language)
        }

        func setProsody(_ prosody: Prosody) throws {}
    }

    /// How many jobs were submitted, counted from any thread.
    final class JobCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    static let items: [PlaybackItem] = [
        .speech(markup: "ab", language: "en"), .silence(milliseconds: 30), .samples([7, 7, 7]),
        .speech(markup: "abcdefg", language: "en"),
    ]

    @Test func itemsAreSynthesizedOnTheEngineThreadOneJobEach() throws {
        let synthesizer = EngineThreadSynthesizer(
            RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 10, chunkSize: 12))
        let sink = MemorySink()
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        queue.enqueue(Self.items)
        try queue.finish()
        #expect(synthesizer.ranOnEngine == [true, true])
        #expect(synthesizer.inner.markups == ["ab", "abcdefg"])
        #expect(synthesizer.submittedJobs == Self.items.count)
        #expect(sink.isFinished)

        // The same samples as through the queue's own speech thread.
        let reference = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 10, chunkSize: 12)
        let referenceSink = MemorySink()
        let referenceQueue = SpeechQueue(synthesizer: reference, sink: referenceSink)
        referenceQueue.enqueue(Self.items)
        try referenceQueue.finish()
        #expect(sink.samples == referenceSink.samples)
        #expect(sink.samples.count == 20 + 30 + 3 + 70)
    }

    @Test func interruptOnTheEngineThreadDropsTheQueueAndSpeaksAgain() throws {
        let synthesizer = EngineThreadSynthesizer(
            RecordingSynthesizer(sampleRate: 22050, samplesPerCharacter: 1000, chunkSize: 1000))
        let sink = MemorySink(pacedSampleRate: 22050)
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink, bufferSeconds: 1)
        queue.enqueue([
            .speech(markup: String(repeating: "x", count: 200), language: "en"),
            .speech(markup: "never", language: "en"),
        ])
        while sink.samples.count < 2205 { usleep(1000) }
        queue.interrupt()
        try queue.waitUntilIdle()
        let played = sink.samples.count
        #expect(played < 200 * 1000 / 2)
        #expect(synthesizer.inner.aborts == 1)
        #expect(!synthesizer.inner.markups.contains("never"))
        queue.enqueue([.speech(markup: "ok", language: "en")])
        try queue.waitUntilIdle()
        #expect(sink.samples.count == played + 2 * 1000)
        #expect(synthesizer.ranOnEngine.allSatisfy { $0 })
    }

    /// The real engine behind a recorder of what it hands over, its engine thread passed on.
    final class HandedSamples: Synthesizer, @unchecked Sendable {
        let inner = SharedSynthesizer.shared
        private let lock = NSLock()
        private var handed: [Int16] = []
        private var threads: [pthread_t] = []
        var sampleRate: Int { inner.sampleRate }
        var engineThread: EngineThread? { inner.engineThread }

        /// What the engine handed over, and the thread of each synthesis.
        var recorded: (samples: [Int16], threads: [pthread_t]) { lock.withLock { (handed, threads) } }

        func synthesize(markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool) throws
            -> Bool
        {
            let thread = pthread_self()
            lock.withLock { threads.append(thread) }
            return try inner.synthesize(markup: markup, language: language) { samples in
                lock.withLock { handed.append(contentsOf: samples) }
                return onSamples(samples)
            }
        }

        func phonemes(markup: String, language: String) throws -> String {
            try inner.phonemes(markup: markup, language: language)
        }
        func setProsody(_ prosody: Prosody) throws { try inner.setProsody(prosody) }
    }

    @Test(arguments: ["The quick brown fox jumps over the lazy dog.", "Camera: 12 dollars and 5 cents. Button."])
    func espeakSynthesizesOnItsOwnThreadAndTheSinkGetsItsSamples(_ text: String) throws {
        let synthesizer = HandedSamples()
        #expect(synthesizer.engineThread != nil)
        let sink = MemorySink()
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        queue.enqueue([.speech(markup: text, language: "en")])
        try queue.waitUntilIdle()
        let (handed, threads) = synthesizer.recorded
        let engine = synthesizer.inner.withEngine { _ in pthread_self() }
        #expect(threads.count == 1 && threads.allSatisfy { pthread_equal($0, engine) != 0 })
        #expect(!handed.isEmpty)
        // What the engine handed over, from its first sound on (the leading silence is dropped).
        #expect(sink.samples == Array(handed.drop { $0 == 0 }))
    }

    /// The engine writes exact silence before the first sound of many utterances (more than a millisecond before
    /// the stop consonant of "Camera" and "Cookbook"): the queue drops it, so the first sample written is the first
    /// one heard; the rest, silences inside included, is written as it was handed over (issue 41).
    @Test(arguments: ["Camera", "Cookbook"])
    func theLeadingSilenceOfAnUtteranceIsNotWritten(_ text: String) throws {
        let synthesizer = HandedSamples()
        let sink = MemorySink()
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        queue.enqueue([.speech(markup: text, language: "en")])
        try queue.waitUntilIdle()
        let (handed, _) = synthesizer.recorded
        let first = try #require(handed.firstIndex { $0 != 0 })
        #expect(first > synthesizer.sampleRate / 1000)
        #expect(sink.samples.count == handed.count - first)
        #expect(sink.samples.first.map { $0 != 0 } == true)
        #expect(sink.samples == Array(handed[first...]))
    }
}
