/// Where synthesized samples go: a sound device, a WAV file, raw PCM on stdout, or nowhere.
///
/// Samples are signed 16-bit mono at the engine's rate. A sink is used from one thread (the audio thread).
public protocol PCMSink: AnyObject {
    /// Writes samples; may block (a device plays in real time).
    func write(_ samples: UnsafeBufferPointer<Int16>) throws
    /// Drops samples written but not yet played (interruption). Files ignore it. Called from the thread
    /// that interrupts, possibly while a `write` is blocked on the audio thread: a write in progress must
    /// return promptly (pcaudiolib's flush is made for this).
    func flush()
    /// Ends the output: drains a device, completes and renames a file.
    func finish() throws
}

/// A sink that discards everything (`--output none`, benchmarks).
public final class DiscardingSink: PCMSink {
    /// The number of samples received, for tests and benchmarks.
    public private(set) var sampleCount = 0

    public init() {}

    public func write(_ samples: UnsafeBufferPointer<Int16>) throws { sampleCount += samples.count }
    public func flush() {}
    public func finish() throws {}
}
