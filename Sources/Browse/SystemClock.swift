import Foundation

/// The system's monotonic clock.
public final class SystemClock: BrowseClock {
    /// The clock of the process.
    public init() {}

    /// Seconds of uptime.
    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Sleeps the calling thread.
    public func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(UInt32(min(seconds, 3600) * 1_000_000))
    }
}
