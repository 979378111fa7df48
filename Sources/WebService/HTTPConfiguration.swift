/// How ``HTTPClient`` waits, retries and bounds what it reads.
public struct HTTPConfiguration: Sendable, Equatable {
    /// Seconds a request may wait for the server (to answer, or between two pieces of the body) before it
    /// times out; `$LECTOR_FETCH_TIMEOUT` sets it for `lector photos fetch`.
    public var timeout: Double = 30
    /// Tries per request: the first and the retries after a 5xx answer, a time-out or a lost connection (never
    /// after a 4xx answer).
    public var attempts = 3
    /// Seconds before the first retry; each further retry waits twice as long.
    public var backoff: Double = 0.5
    /// The most bytes one answer may have (larger ones fail, unread).
    public var maximumBytes = 64 * 1024 * 1024
    /// Seconds one request may take in all, its retries included, however steadily the server sends (a server
    /// trickling a byte a second never trips ``timeout``); `$LECTOR_FETCH_FILE_DEADLINE` sets it.
    public var fileDeadline: Double = 600
    /// Seconds every request of one client may take together, from the client's creation (for `photos fetch`: the
    /// whole run); nil for none. `$LECTOR_FETCH_DEADLINE` sets it.
    public var runDeadline: Double? = 3600

    /// The defaults: 30 s, 3 tries, 0.5 s then 1 s between them, 64 MiB, 10 minutes a request, an hour a run.
    public init() {}

    /// The wait before try `attempt` (2, 3...).
    func delay(beforeAttempt attempt: Int) -> Double {
        backoff * Double(1 << max(0, min(attempt - 2, 16)))
    }
}
