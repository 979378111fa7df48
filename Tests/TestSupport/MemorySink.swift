import Foundation
import Speech
import Synchronization

/// An in-memory PCM sink; optionally paced (each write sleeps as long as the audio lasts, like a device).
public final class MemorySink: PCMSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int16] = []
    private var flushes = 0
    private var finished = false
    private let pacedSampleRate: Int?

    /// - Parameter pacedSampleRate: when set, writes take real time at this rate.
    public init(pacedSampleRate: Int? = nil) {
        self.pacedSampleRate = pacedSampleRate
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        lock.withLock { storage.append(contentsOf: samples) }
        if let rate = pacedSampleRate {
            usleep(UInt32(samples.count * 1_000_000 / rate))
        }
    }

    public func flush() { lock.withLock { flushes += 1 } }

    public func finish() throws { lock.withLock { finished = true } }

    /// Everything written.
    public var samples: [Int16] { lock.withLock { storage } }
    /// How many times the sink was flushed.
    public var flushCount: Int { lock.withLock { flushes } }
    /// Whether `finish` ran.
    public var isFinished: Bool { lock.withLock { finished } }
}
