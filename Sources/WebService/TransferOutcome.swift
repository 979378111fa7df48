import CCurl

/// How one transfer ended, before ``HTTPClient`` puts it into the words of ``WebError``.
enum TransferOutcome: Sendable {
    /// The server answered (any status; redirects already followed).
    case answered(status: Int, body: [UInt8])
    /// libcurl failed: its code, its words, and the bytes received of those announced (-1: none announced).
    case failed(code: CURLcode, reason: String, received: Int, expected: Int64)
    /// The answer was larger than allowed.
    case tooLarge
    /// The server sent nothing for longer than the time-out.
    case idle
    /// The transfer had not ended by its deadline.
    case pastDeadline
    /// ``TransferQueue/cancelAll()`` stopped it.
    case cancelled
    /// libcurl could not be opened.
    case unavailable(CurlLoadError)
}
