/// Time for waits and polling; tests pass one that does not sleep.
public protocol BrowseClock: AnyObject {
    /// Seconds since an arbitrary start, never going back.
    func now() -> Double
    /// Sleeps for `seconds` (at most).
    func sleep(_ seconds: Double)
}
