import Foundation
import Synchronization
import Utterances

/// The interruptible queue in front of a PCM sink (`speech.md` §5).
///
/// The speech thread synthesizes ahead of playback into a buffer of PCM chunks tagged with the generation
/// current when their item was queued; the audio thread writes them to the sink in pieces of at most 5 ms,
/// checking the generation before every write. `interrupt()` bumps the generation: queued items and
/// buffered PCM of older generations are dropped, a running synthesis aborts at its next callback, and the
/// sink is flushed once.
public final class SpeechQueue: @unchecked Sendable {
    private struct Chunk {
        let generation: UInt64
        let samples: [Int16]
    }

    private let synthesizer: any Synthesizer
    private let sink: any PCMSink
    private let generation = Atomic<UInt64>(0)
    private let lock = NSCondition()
    private var pending: [(UInt64, PlaybackItem)] = []
    private var chunks: [Chunk] = []
    private var bufferedSamples = 0
    private var synthesizing = false
    private var writing = false
    private var flushedGeneration: UInt64 = 0
    /// The last generation whose first piece the producing thread wrote itself (``append(_:tag:)``).
    private var headWrittenGeneration: UInt64?
    private var failure: (any Error)?
    private let maximumBufferedSamples: Int
    private let pieceSamples: Int
    /// The synthesizer's own thread, where items are synthesized when it has one (``Synthesizer/engineThread``);
    /// nil: the queue's speech thread synthesizes.
    private let engineThread: EngineThread?
    /// Whether an item's synthesis is submitted to the engine thread and not finished (``synthesizeNext()``).
    private var submitted = false

    /// Starts the audio thread, and a speech thread when the synthesizer has no engine thread of its own.
    ///
    /// - Parameter bufferSeconds: how far synthesis may run ahead of playback (memory bound).
    public init(synthesizer: any Synthesizer, sink: any PCMSink, bufferSeconds: Int = 30) {
        self.synthesizer = synthesizer
        self.sink = sink
        self.maximumBufferedSamples = synthesizer.sampleRate * bufferSeconds
        self.pieceSamples = max(1, synthesizer.sampleRate / 200)
        self.engineThread = synthesizer.engineThread
        if engineThread == nil { startThread(name: "lector.speech-queue") { self.speechLoop() } }
        startThread(name: "lector.audio") { self.audioLoop() }
    }

    /// The current generation (for tests and benchmarks).
    public var currentGeneration: UInt64 { generation.load(ordering: .acquiring) }

    /// Queues items to play after everything already queued.
    public func enqueue(_ items: [PlaybackItem]) {
        let current = generation.load(ordering: .acquiring)
        lock.lock()
        pending.append(contentsOf: items.map { (current, $0) })
        guard let engineThread else {
            lock.broadcast()
            lock.unlock()
            return
        }
        // On the engine's thread nobody waits for an item: no wake-up but the one that hands it over.
        let submit = !submitted && !pending.isEmpty
        if submit { submitted = true }
        lock.unlock()
        if submit { engineThread.submit { self.synthesizeNext() } }
    }

    /// Stops what is playing and drops everything queued (a key was pressed).
    public func interrupt() {
        generation.add(1, ordering: .acquiringAndReleasing)
        lock.lock()
        pending.removeAll()
        chunks.removeAll()
        bufferedSamples = 0
        lock.broadcast()
        lock.unlock()
        // Silence at once, from this thread: a device write blocked in the audio thread returns on flush.
        flushOnce()
    }

    /// Whether nothing is queued, being synthesized or being written (read-all queues its next part then).
    public var isIdle: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty && !synthesizing && chunks.isEmpty && !writing
    }

    /// Blocks until everything queued has been written to the sink; rethrows the first sink or engine error.
    public func waitUntilIdle() throws {
        lock.lock()
        defer { lock.unlock() }
        while !pending.isEmpty || synthesizing || !chunks.isEmpty || writing {
            if failure != nil { break }
            lock.wait()
        }
        if let failure {
            self.failure = nil
            throw failure
        }
    }

    /// Waits until idle, then ends the sink (drain a device, rename a file).
    public func finish() throws {
        try waitUntilIdle()
        try sink.finish()
    }

    // MARK: - Threads

    private func startThread(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.start()
    }

    private func isStale(_ tag: UInt64) -> Bool { tag != generation.load(ordering: .acquiring) }

    private func speechLoop() {
        while true {
            lock.lock()
            while pending.isEmpty { lock.wait() }
            let (tag, item) = pending.removeFirst()
            synthesizing = true
            lock.unlock()
            if !isStale(tag) { produce(item, tag: tag) }
            lock.lock()
            synthesizing = false
            lock.broadcast()
            lock.unlock()
        }
    }

    /// The speech loop's body as one job of the engine's thread: the next item, then the one after it as a job of
    /// its own (the engine's other calls, a new rate or a phoneme trace, run between items as they did).
    private func synthesizeNext() {
        lock.lock()
        guard !pending.isEmpty else {
            submitted = false
            lock.unlock()
            return
        }
        let (tag, item) = pending.removeFirst()
        synthesizing = true
        lock.unlock()
        if !isStale(tag) { produce(item, tag: tag) }
        lock.lock()
        synthesizing = false
        lock.broadcast()
        let more = !pending.isEmpty
        if !more { submitted = false }
        lock.unlock()
        if more { engineThread?.submit { self.synthesizeNext() } }
    }

    private func produce(_ item: PlaybackItem, tag: UInt64) {
        switch item {
        case .speech(let markup, let language):
            var silence = LeadingSilence()
            do {
                try synthesizer.synthesize(markup: markup, language: language) { samples in
                    let sound = silence.trim(samples)
                    return sound.isEmpty ? !self.isStale(tag) : self.append(Array(sound), tag: tag)
                }
            } catch {
                record(error)
            }
        case .silence(let milliseconds):
            append([Int16](repeating: 0, count: synthesizer.sampleRate * milliseconds / 1000), tag: tag)
        case .samples(let samples):
            append(samples, tag: tag)
        }
    }

    /// Adds a chunk for the audio thread; false when the generation is stale (aborts synthesis).
    ///
    /// The first sound of a generation, when the audio thread has nothing to write, is not left to wait for that
    /// thread to wake: its first piece goes to the sink from the producing thread at once (a key's first audio),
    /// and the rest follows as a chunk. The sink receives the same pieces in the same order either way.
    @discardableResult
    private func append(_ samples: [Int16], tag: UInt64) -> Bool {
        lock.lock()
        while bufferedSamples > maximumBufferedSamples && !isStale(tag) { lock.wait() }
        guard !isStale(tag) else {
            lock.unlock()
            return false
        }
        if headWrittenGeneration != tag, !writing, chunks.isEmpty, !samples.isEmpty {
            headWrittenGeneration = tag
            writing = true
            lock.unlock()
            let head = min(samples.count, pieceSamples)
            let wrote = samples.withUnsafeBufferPointer { all in
                write(UnsafeBufferPointer(rebasing: all[0..<head]), generation: tag)
            }
            lock.lock()
            writing = false
            if wrote, head < samples.count, !isStale(tag) {
                chunks.append(Chunk(generation: tag, samples: Array(samples[head...])))
                bufferedSamples += samples.count - head
            }
            lock.broadcast()
            let current = !isStale(tag)
            lock.unlock()
            return current
        }
        chunks.append(Chunk(generation: tag, samples: samples))
        bufferedSamples += samples.count
        // Only the audio thread waits for a chunk, and only when there was none: one wake-up per run of chunks,
        // not one for every thread per chunk.
        if chunks.count == 1 { lock.broadcast() }
        lock.unlock()
        return true
    }

    private func record(_ error: any Error) {
        lock.lock()
        if failure == nil { failure = error }
        lock.broadcast()
        lock.unlock()
    }

    private func audioLoop() {
        while true {
            lock.lock()
            while chunks.isEmpty { lock.wait() }
            let chunk = chunks.removeFirst()
            let wasFull = bufferedSamples > maximumBufferedSamples
            bufferedSamples -= chunk.samples.count
            writing = true
            // A synthesis waits for room only while the buffer is over its bound.
            if wasFull { lock.broadcast() }
            lock.unlock()
            write(chunk)
            lock.lock()
            writing = false
            // `waitUntilIdle` waits for all of these; the next chunk, if any, is taken without waiting.
            if chunks.isEmpty && pending.isEmpty && !synthesizing { lock.broadcast() }
            lock.unlock()
        }
    }

    private func write(_ chunk: Chunk) {
        _ = chunk.samples.withUnsafeBufferPointer { write($0, generation: chunk.generation) }
    }

    /// Writes `samples` to the sink in pieces of at most 5 ms, checking the generation before each; true when
    /// all were written and the generation is still current.
    private func write(_ samples: UnsafeBufferPointer<Int16>, generation chunkGeneration: UInt64) -> Bool {
        var start = 0
        while start < samples.count {
            if isStale(chunkGeneration) {
                flushOnce()
                return false
            }
            let end = min(samples.count, start + pieceSamples)
            do {
                try sink.write(UnsafeBufferPointer(rebasing: samples[start..<end]))
            } catch {
                record(error)
                return false
            }
            start = end
        }
        if isStale(chunkGeneration) {
            flushOnce()
            return false
        }
        return true
    }

    /// Flushes the sink once per interruption.
    private func flushOnce() {
        let current = generation.load(ordering: .acquiring)
        lock.lock()
        let needed = flushedGeneration != current
        flushedGeneration = current
        lock.unlock()
        if needed { sink.flush() }
    }
}
