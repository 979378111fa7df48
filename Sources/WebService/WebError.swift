/// Why a web request failed; `url` is what messages show (never with an API key in it).
public enum WebError: Error, Sendable, Equatable {
    /// The server answered with an error status; `body` is the start of what it sent (for Flickr's message).
    case status(url: String, code: Int, body: [UInt8])
    /// No answer within the time-out.
    case timedOut(url: String, seconds: Double)
    /// The server could not be reached (no such host, connection refused).
    case unreachable(url: String, reason: String)
    /// The answer ended before the length it announced.
    case truncated(url: String, expected: Int64, received: Int)
    /// The answer is larger than the client reads.
    case tooLarge(url: String, maximum: Int)
    /// Any other transport failure, with the system's words.
    case transport(url: String, reason: String)
    /// One request (its retries included) did not end within its deadline of `seconds`.
    case fileDeadline(url: String, seconds: Double)
    /// The requests of the run did not end within the run's deadline of `seconds`.
    case runDeadline(url: String, seconds: Double)
    /// The request was cancelled (a signal, or another download failed first).
    case cancelled(url: String)
    /// libcurl could not be opened: its SONAME and dlopen's words (nothing was sent).
    case unavailable(url: String, library: String, reason: String)

    /// A library that could not be opened, as ``unavailable(url:library:reason:)`` names it.
    struct Unavailable: Error, Sendable {
        var library: String
        var reason: String
    }

    /// The URL the error is about, as messages show it.
    public var url: String {
        switch self {
        case .status(let url, _, _), .timedOut(let url, _), .unreachable(let url, _), .truncated(let url, _, _),
            .tooLarge(let url, _), .transport(let url, _), .cancelled(let url), .unavailable(let url, _, _),
            .fileDeadline(let url, _), .runDeadline(let url, _):
            return url
        }
    }

    /// Whether trying again may help: a 5xx answer, a time-out, a lost or truncated connection.
    public var isTransient: Bool {
        switch self {
        case .status(_, let code, _): return code >= 500
        case .timedOut, .truncated, .transport: return true
        case .unreachable, .tooLarge, .cancelled, .unavailable, .fileDeadline, .runDeadline: return false
        }
    }
}
