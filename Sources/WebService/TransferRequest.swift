/// A GET for the ``TransferQueue``: the URL, its bounds, and whom to tell how it ended.
struct TransferRequest: Sendable {
    /// Redirects followed before the transfer fails.
    static let maximumRedirects = 20

    /// The URL, as libcurl reads it.
    var url: String
    /// Seconds the server may stay silent (before answering, or between pieces of the body).
    var timeout: Double
    /// The most bytes the answer may have.
    var maximumBytes: Int
    /// When the transfer must have ended, however steadily the server sends (libcurl's `CURLOPT_TIMEOUT_MS`).
    var deadline: ContinuousClock.Instant
    /// Called once, on a global queue, with how the transfer ended.
    var completion: @Sendable (TransferOutcome) -> Void
}
