import Foundation
import Speech
import Synchronization
import TestSupport
import Testing

/// A sink that fails on its `failingWrite`-th write (counting from 1), keeping what came before.
private final class FailingSink: PCMSink, @unchecked Sendable {
    struct Full: Error, Equatable {}

    private let failingWrite: Int
    private(set) var writes = 0
    private(set) var samples: [Int16] = []

    init(failingWrite: Int) {
        self.failingWrite = failingWrite
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        writes += 1
        if writes == failingWrite { throw Full() }
        self.samples.append(contentsOf: samples)
    }

    func flush() {}
    func finish() throws {}
}

/// A flag raised from one place and read from another (as a signal handler's).
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)
    func raise() { value.store(true, ordering: .relaxed) }
    var isRaised: Bool { value.load(ordering: .relaxed) }
}

/// A sink that calls `onWrite` after each write with the number of samples written so far.
private final class WatchingSink: PCMSink, @unchecked Sendable {
    var onWrite: (Int) -> Void = { _ in }
    private(set) var count = 0

    func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        count += samples.count
        onWrite(count)
    }

    func flush() {}
    func finish() throws {}
}

@Suite struct SpeechRecorderTests {
    /// Generated item lists: speech of varied length and language, silences (zero included), earcon samples.
    static func generatedItems(seed: UInt64) -> [PlaybackItem] {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("abcdefghij <>[]é日")
        return (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let language = ["en", "de", "ja"].randomElement(using: &generator) ?? "en"
                return .speech(markup: generator.string(from: alphabet, maxLength: 40), language: language)
            case 1:
                return .silence(milliseconds: [0, 1, 30, 150, 400].randomElement(using: &generator) ?? 0)
            default:
                let count = Int.random(in: 0...300, using: &generator)
                return .samples((0..<count).map { _ in Int16.random(in: .min ... .max, using: &generator) })
            }
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func recordsExactlyWhatTheQueuePlays(seed: UInt64) throws {
        let items = Self.generatedItems(seed: seed)
        let queued = MemorySink()
        let queue = SpeechQueue(
            synthesizer: RecordingSynthesizer(sampleRate: 8000, samplesPerCharacter: 37, chunkSize: 211), sink: queued)
        queue.enqueue(items)
        try queue.finish()

        let recorded = MemorySink()
        let synthesizer = RecordingSynthesizer(sampleRate: 8000, samplesPerCharacter: 37, chunkSize: 211)
        let recorder = SpeechRecorder(synthesizer: synthesizer, sink: recorded)
        try recorder.record(items)
        #expect(!recorded.isFinished)
        try recorder.finish()

        #expect(recorded.samples == queued.samples)
        #expect(recorded.isFinished)
        let markups = items.compactMap { item -> String? in
            if case .speech(let markup, _) = item { markup } else { nil }
        }
        #expect(synthesizer.markups == markups)
    }

    @Test func interruptAbortsTheSynthesisAndDropsLaterItems() throws {
        let synthesizer = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 100, chunkSize: 50)
        let sink = WatchingSink()
        let recorder = SpeechRecorder(synthesizer: synthesizer, sink: sink)
        sink.onWrite = { count in if count >= 500 { recorder.interrupt() } }
        try recorder.record([
            .speech(markup: String(repeating: "x", count: 100), language: "en"), .silence(milliseconds: 400),
            .speech(markup: "never", language: "en"),
        ])
        #expect(recorder.isInterrupted)
        #expect(sink.count == 500)
        #expect(synthesizer.aborts == 1)
        #expect(synthesizer.markups.count == 1)
    }

    /// A signal handler can only raise a flag: the recording reads it before every item and at every callback.
    @Test(arguments: [0, 1, 250, 500])
    func aRaisedStopFlagEndsTheRecordingLikeInterrupt(afterSamples: Int) throws {
        let synthesizer = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 100, chunkSize: 50)
        let sink = WatchingSink()
        let raised = StopFlag()
        sink.onWrite = { count in if count >= afterSamples { raised.raise() } }
        if afterSamples == 0 { raised.raise() }
        let recorder = SpeechRecorder(synthesizer: synthesizer, sink: sink) { raised.isRaised }
        try recorder.record([
            .speech(markup: String(repeating: "x", count: 10), language: "en"), .samples([1, 2, 3]),
            .speech(markup: "never", language: "en"),
        ])
        #expect(recorder.isInterrupted)
        #expect(sink.count == (afterSamples == 0 ? 0 : max(50, afterSamples)))
        #expect(synthesizer.markups.count == (afterSamples == 0 ? 0 : 1))
    }

    @Test(arguments: [1, 3, 7])
    func aSinkErrorIsThrownAndNothingAfterItIsWritten(failingWrite: Int) throws {
        let synthesizer = RecordingSynthesizer(sampleRate: 1000, samplesPerCharacter: 100, chunkSize: 50)
        let sink = FailingSink(failingWrite: failingWrite)
        let recorder = SpeechRecorder(synthesizer: synthesizer, sink: sink)
        #expect(throws: FailingSink.Full()) {
            try recorder.record([
                .speech(markup: "abcd", language: "en"), .samples([1, 2, 3]), .speech(markup: "never", language: "en"),
            ])
        }
        #expect(sink.writes == failingWrite)
        #expect(sink.samples.count == (failingWrite - 1) * 50)
        #expect(synthesizer.markups == ["abcd"])
    }
}
