import Foundation
import Speech

/// A sink that plays in real time behind a 10 ms buffer, like a sound device, without one: a write blocks
/// while more than 10 ms are buffered, and returns at once when the sink is flushed (`speech.md` §5.4).
final class PacedSink: PCMSink, @unchecked Sendable {
    private let sampleRate: Int
    private let condition = NSCondition()
    /// When the buffered audio will have played, in uptime nanoseconds.
    private var playedUntil: UInt64 = 0
    private var flushes: [UInt64] = []
    private var firstWriteAfterMark: UInt64?
    private var mark: UInt64?

    init(sampleRate: Int) {
        self.sampleRate = sampleRate
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws {
        condition.lock()
        defer { condition.unlock() }
        let now = Self.now()
        if mark != nil && firstWriteAfterMark == nil { firstWriteAfterMark = now }
        playedUntil = max(playedUntil, now) + UInt64(samples.count) * 1_000_000_000 / UInt64(sampleRate)
        let flushCount = flushes.count
        while flushes.count == flushCount {
            let ahead = Int64(playedUntil) - Int64(Self.now())
            if ahead <= 10_000_000 { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(ahead - 10_000_000) / 1e9))
        }
    }

    func flush() {
        condition.lock()
        playedUntil = Self.now()
        flushes.append(Self.now())
        condition.broadcast()
        condition.unlock()
    }

    func finish() throws {}

    /// Starts watching for the next write (a key was pressed at `time`).
    func markKey(at time: UInt64) {
        condition.lock()
        mark = time
        firstWriteAfterMark = nil
        condition.unlock()
    }

    /// Milliseconds from the marked key to the first write after it, waiting up to a second for it.
    func waitForFirstWrite() -> Double? {
        let deadline = Self.now() + 1_000_000_000
        while Self.now() < deadline {
            condition.lock()
            let first = firstWriteAfterMark
            let start = mark
            condition.unlock()
            if let first, let start { return Double(first - start) / 1e6 }
            usleep(50)
        }
        return nil
    }

    /// Milliseconds from `time` to the first flush after it, waiting up to a second for it.
    func waitForFlush(after time: UInt64) -> Double? {
        let deadline = Self.now() + 1_000_000_000
        while Self.now() < deadline {
            condition.lock()
            let flush = flushes.last { $0 >= time }
            condition.unlock()
            if let flush { return Double(flush - time) / 1e6 }
            usleep(50)
        }
        return nil
    }
}
