import Audio

/// Plays samples on a sound device through pcaudiolib, in pieces of at most 5 ms.
public final class DeviceSink: PCMSink {
    private let device: AudioDevice

    /// Wraps an opened device (the CLI opens it, with alsa-lib's stderr chatter captured).
    public init(device: AudioDevice) {
        self.device = device
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        try device.write(samples)
    }

    public func flush() { device.flush() }

    public func finish() throws { device.close() }
}
