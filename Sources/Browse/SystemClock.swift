import Foundation

/// The system's monotonic clock.
public final class SystemClock: BrowseClock {
    public init() {}

    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    public func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(UInt32(min(seconds, 3600) * 1_000_000))
    }
}
