import CCurl
import Dispatch
import Foundation
import Synchronization

/// GET requests through libcurl's multi API (opened with dlopen on the first request), with a time-out, retries
/// with a growing wait after transient failures, and a bound on what an answer may hold.
///
/// One client may run several requests at once (from any thread); ``cancelAll()`` stops them all. Connections
/// are kept for the client's life.
public final class HTTPClient: Sendable {
    /// The waits, tries and bounds.
    public let configuration: HTTPConfiguration
    private let queue: Result<TransferQueue, WebError.Unavailable>
    private let cancelled = Atomic(false)
    /// When every request must have ended (``HTTPConfiguration/runDeadline`` from the client's creation).
    private let runEnd: ContinuousClock.Instant?

    /// A client (no cookies, no cache); libcurl is opened here, on the first client's creation, not at start-up.
    public convenience init(configuration: HTTPConfiguration = HTTPConfiguration()) {
        self.init(configuration: configuration, library: CurlLibrary.shared)
    }

    /// A client over `library` (the tests pass a library that could not be loaded).
    init(configuration: HTTPConfiguration, library: Result<CurlLibrary, CurlLoadError>) {
        self.configuration = configuration
        runEnd = configuration.runDeadline.map { ContinuousClock.now + .seconds($0) }
        switch library {
        case .success(let library):
            queue =
                TransferQueue(library: library).map { .success($0) }
                ?? .failure(.init(library: CurlLibrary.soname, reason: "curl_multi_init failed"))
        case .failure(let error):
            queue = .failure(.init(library: error.soname, reason: error.reason))
        }
    }

    /// Stops every request running and refuses new ones (they fail with ``WebError/cancelled(url:)``).
    public func cancelAll() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
        if case .success(let queue) = queue { queue.cancelAll() }
    }

    /// Whether ``cancelAll()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }

    /// The body of a successful (2xx) answer to GET `url`, waiting for it; `shownAs` names it in errors.
    public func get(_ url: URL, shownAs: String) throws(WebError) -> [UInt8] {
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked<Result<[UInt8], WebError>?>(nil)
        get(url, shownAs: shownAs) { result in
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let result = outcome.withLock { $0 } ?? .failure(.cancelled(url: shownAs))
        return try result.get()
    }

    /// GET `url`, calling `completion` once (on a global queue) with the body or the last failure.
    public func get(
        _ url: URL, shownAs: String, completion: @escaping @Sendable (Result<[UInt8], WebError>) -> Void
    ) {
        let fileEnd = ContinuousClock.now + .seconds(configuration.fileDeadline)
        attempt(1, url, shownAs, fileEnd, completion)
    }

    /// The error of a request whose deadline (its own, or the run's when that comes first) has passed.
    private func pastDeadline(_ shownAs: String, fileEnd: ContinuousClock.Instant) -> WebError {
        if let runEnd, let seconds = configuration.runDeadline, runEnd <= fileEnd {
            return .runDeadline(url: shownAs, seconds: seconds)
        }
        return .fileDeadline(url: shownAs, seconds: configuration.fileDeadline)
    }

    private func attempt(
        _ number: Int, _ url: URL, _ shownAs: String, _ fileEnd: ContinuousClock.Instant,
        _ completion: @escaping @Sendable (Result<[UInt8], WebError>) -> Void
    ) {
        let queue: TransferQueue
        switch self.queue {
        case .success(let running): queue = running
        case .failure(let missing):
            return completion(.failure(.unavailable(url: shownAs, library: missing.library, reason: missing.reason)))
        }
        guard !isCancelled else { return completion(.failure(.cancelled(url: shownAs))) }
        let deadline = min(fileEnd, runEnd ?? fileEnd)
        guard deadline > .now else { return completion(.failure(pastDeadline(shownAs, fileEnd: fileEnd))) }
        let configuration = configuration
        let request = TransferRequest(
            url: url.absoluteString, timeout: configuration.timeout, maximumBytes: configuration.maximumBytes,
            deadline: deadline
        ) { [weak self] outcome in
            var result = Self.result(outcome, shownAs: shownAs, configuration: configuration)
            if case .pastDeadline = outcome, let self {
                result = .failure(self.pastDeadline(shownAs, fileEnd: fileEnd))
            }
            let wait = configuration.delay(beforeAttempt: number + 1)
            // No retry that could not start before the deadline.
            guard let self, case .failure(let failure) = result, failure.isTransient, number < configuration.attempts,
                !self.isCancelled, ContinuousClock.now + .seconds(wait) < deadline
            else { return completion(result) }
            DispatchQueue.global().asyncAfter(deadline: .now() + wait) { [weak self] in
                guard let self else { return completion(.failure(failure)) }
                self.attempt(number + 1, url, shownAs, fileEnd, completion)
            }
        }
        queue.start(request)
    }

    /// What one try gave, in the words of ``WebError``.
    static func result(_ outcome: TransferOutcome, shownAs: String, configuration: HTTPConfiguration) -> Result<
        [UInt8], WebError
    > {
        switch outcome {
        case .answered(let status, let body):
            guard status > 0 else { return .failure(.transport(url: shownAs, reason: "no HTTP answer")) }
            guard (200..<300).contains(status) else {
                return .failure(.status(url: shownAs, code: status, body: Array(body.prefix(64 * 1024))))
            }
            return .success(body)
        case .failed(let code, let reason, let received, let expected):
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                return .failure(.timedOut(url: shownAs, seconds: configuration.timeout))
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
                return .failure(.unreachable(url: shownAs, reason: reason))
            case CURLE_PARTIAL_FILE where expected >= 0:
                return .failure(.truncated(url: shownAs, expected: expected, received: received))
            default:
                return .failure(.transport(url: shownAs, reason: reason))
            }
        case .tooLarge: return .failure(.tooLarge(url: shownAs, maximum: configuration.maximumBytes))
        case .idle: return .failure(.timedOut(url: shownAs, seconds: configuration.timeout))
        case .pastDeadline: return .failure(.fileDeadline(url: shownAs, seconds: configuration.fileDeadline))
        case .cancelled: return .failure(.cancelled(url: shownAs))
        case .unavailable(let error):
            return .failure(.unavailable(url: shownAs, library: error.soname, reason: error.reason))
        }
    }
}
