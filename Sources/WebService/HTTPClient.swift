import Dispatch
import Foundation
import FoundationNetworking
import Synchronization

/// GET requests through Foundation's `URLSession` (libcurl underneath on Linux), with a time-out, retries with
/// a growing wait after transient failures, and a bound on what an answer may hold.
///
/// One client may run several requests at once (from any thread); ``cancelAll()`` stops them all, and
/// ``invalidate()`` releases the session when the work is done.
public final class HTTPClient: Sendable {
    /// The waits, tries and bounds.
    public let configuration: HTTPConfiguration
    private let session: URLSession
    private let state = Mutex(State())

    private struct State {
        var cancelled = false
        var tasks: [Int: URLSessionDataTask] = [:]
        var nextID = 0
    }

    /// A client with its own session (no cookies, no cache on disk).
    public init(configuration: HTTPConfiguration = HTTPConfiguration()) {
        self.configuration = configuration
        let session = URLSessionConfiguration.ephemeral
        session.timeoutIntervalForRequest = configuration.timeout
        session.requestCachePolicy = .reloadIgnoringLocalCacheData
        session.urlCache = nil
        session.httpMaximumConnectionsPerHost = 4
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        self.session = URLSession(configuration: session, delegate: nil, delegateQueue: queue)
    }

    /// Lets the session go once its requests end; call it when done with the client, from the thread that made it.
    /// (Not in `deinit`: the last reference may be dropped on the session's own queue, where invalidating traps.)
    public func invalidate() {
        session.finishTasksAndInvalidate()
    }

    /// Stops every request running and refuses new ones (they fail with ``WebError/cancelled(url:)``).
    public func cancelAll() {
        let tasks = state.withLock { state in
            state.cancelled = true
            return Array(state.tasks.values)
        }
        for task in tasks { task.cancel() }
    }

    /// Whether ``cancelAll()`` was called.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

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

    /// GET `url`, calling `completion` once (on a queue of the client's) with the body or the last failure.
    public func get(
        _ url: URL, shownAs: String, completion: @escaping @Sendable (Result<[UInt8], WebError>) -> Void
    ) {
        attempt(1, url, shownAs, completion)
    }

    private func attempt(
        _ number: Int, _ url: URL, _ shownAs: String, _ completion: @escaping @Sendable (Result<[UInt8], WebError>) -> Void
    ) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout)
        request.httpMethod = "GET"
        let configuration = configuration
        let id = state.withLock { state -> Int? in
            guard !state.cancelled else { return nil }
            state.nextID += 1
            return state.nextID
        }
        guard let id else { return completion(.failure(.cancelled(url: shownAs))) }
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            guard let self else { return completion(.failure(.cancelled(url: shownAs))) }
            self.state.withLock { _ = $0.tasks.removeValue(forKey: id) }
            let result = Self.result(data, response, error, shownAs: shownAs, configuration: configuration)
            if case .failure(let failure) = result, failure.isTransient, number < configuration.attempts, !self.isCancelled {
                let wait = configuration.delay(beforeAttempt: number + 1)
                DispatchQueue.global().asyncAfter(deadline: .now() + wait) { [weak self] in
                    guard let self else { return completion(.failure(failure)) }
                    self.attempt(number + 1, url, shownAs, completion)
                }
                return
            }
            completion(result)
        }
        state.withLock { $0.tasks[id] = task }
        task.resume()
    }

    /// What one try gave.
    static func result(
        _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, shownAs: String, configuration: HTTPConfiguration
    ) -> Result<[UInt8], WebError> {
        if let error { return .failure(failure(error, shownAs: shownAs, configuration: configuration)) }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(url: shownAs, reason: "no HTTP answer"))
        }
        let body = data ?? Data()
        guard (200..<300).contains(http.statusCode) else {
            return .failure(.status(url: shownAs, code: http.statusCode, body: [UInt8](body.prefix(64 * 1024))))
        }
        if http.expectedContentLength > configuration.maximumBytes || body.count > configuration.maximumBytes {
            return .failure(.tooLarge(url: shownAs, maximum: configuration.maximumBytes))
        }
        if http.expectedContentLength >= 0, Int64(body.count) != http.expectedContentLength,
            http.value(forHTTPHeaderField: "Content-Encoding") == nil
        {
            return .failure(.truncated(url: shownAs, expected: http.expectedContentLength, received: body.count))
        }
        return .success([UInt8](body))
    }

    /// A transport error in the words of ``WebError``.
    static func failure(_ error: any Error, shownAs: String, configuration: HTTPConfiguration) -> WebError {
        guard let urlError = error as? URLError else {
            return .transport(url: shownAs, reason: (error as NSError).localizedDescription)
        }
        switch urlError.code {
        case .timedOut: return .timedOut(url: shownAs, seconds: configuration.timeout)
        case .cancelled: return .cancelled(url: shownAs)
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet:
            return .unreachable(url: shownAs, reason: urlError.localizedDescription)
        default: return .transport(url: shownAs, reason: urlError.localizedDescription)
        }
    }
}
