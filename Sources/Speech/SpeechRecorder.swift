import Synchronization
import Utterances

/// Writes items straight into a sink, in order, from the thread that synthesizes them: no queue and no audio
/// thread (`speak --output wav:`).
///
/// A file neither plays in real time nor is interrupted by keys, so the queue's two threads and their hand-offs
/// (a wake-up for every run of chunks, 5 ms pieces) buy it nothing; the sink receives the same samples in the same
/// order as through ``SpeechQueue``. `interrupt()` (Ctrl-C) may be called from any thread: the running synthesis
/// aborts at its next callback and nothing more is written.
public final class SpeechRecorder: @unchecked Sendable {
    private let synthesizer: any Synthesizer
    private let sink: any PCMSink
    private let stopped = Atomic<Bool>(false)
    private let stopsWhen: @Sendable () -> Bool

    /// Records through `synthesizer` into `sink`.
    ///
    /// - Parameter stopsWhen: read before every item and at every engine callback; true interrupts the recording
    ///   as ``interrupt()`` does (a flag raised by a signal handler, which can call nothing else).
    public init(synthesizer: any Synthesizer, sink: any PCMSink, stopsWhen: @escaping @Sendable () -> Bool = { false })
    {
        self.synthesizer = synthesizer
        self.sink = sink
        self.stopsWhen = stopsWhen
    }

    /// The rate of every sample written.
    public var sampleRate: Int { synthesizer.sampleRate }

    /// Whether ``interrupt()`` was called or `stopsWhen` said so.
    public var isInterrupted: Bool { stopped.load(ordering: .acquiring) || stopsWhen() }

    /// Synthesizes and writes `items` in order, returning when all are in the sink or the recording was
    /// interrupted; throws the first engine or sink error (nothing after it is written).
    public func record(_ items: [PlaybackItem]) throws {
        for item in items {
            guard !isInterrupted else { return }
            switch item {
            case .speech(let markup, let language):
                var failure: (any Error)?
                var silence = LeadingSilence()
                try synthesizer.synthesize(markup: markup, language: language) { samples in
                    guard !self.isInterrupted else { return false }
                    let sound = silence.trim(samples)
                    guard !sound.isEmpty else { return true }
                    do {
                        try self.sink.write(sound)
                    } catch {
                        failure = error
                        return false
                    }
                    return true
                }
                if let failure { throw failure }
            case .silence(let milliseconds):
                let silence = [Int16](repeating: 0, count: synthesizer.sampleRate * milliseconds / 1000)
                try silence.withUnsafeBufferPointer { try sink.write($0) }
            case .samples(let samples):
                try samples.withUnsafeBufferPointer { try sink.write($0) }
            }
        }
    }

    /// Stops the recording: the synthesis in progress aborts, later items are dropped.
    public func interrupt() {
        stopped.store(true, ordering: .releasing)
    }

    /// Ends the sink (completes and renames a file).
    public func finish() throws {
        try sink.finish()
    }
}
