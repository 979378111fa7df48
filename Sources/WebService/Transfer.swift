import CCurl

/// One GET through a libcurl easy handle: its options, the body as it arrives (bounded), and when bytes last
/// came. Owned by the ``TransferQueue`` loop thread from start to finish; libcurl's callbacks run on that thread.
final class Transfer {
    /// What was asked.
    let request: TransferRequest
    /// The easy handle (freed by ``close()``).
    let easy: UnsafeMutableRawPointer
    /// The body so far.
    private(set) var body: [UInt8] = []
    /// When the server last sent something (headers or body), for the idle time-out.
    private(set) var lastActivity = ContinuousClock.now
    /// Whether the answer was larger than the request allows (the transfer was stopped).
    private(set) var exceeded = false
    private let library: CurlLibrary
    private let errorText: UnsafeMutablePointer<CChar>
    private var closed = false

    /// A configured easy handle for `request`, or nil when libcurl cannot make one.
    init?(_ request: TransferRequest, library: CurlLibrary) {
        guard let easy = library.api.curl_easy_init?() else { return nil }
        self.request = request
        self.easy = easy
        self.library = library
        errorText = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        configure()
    }

    deinit { close() }

    private func configure() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        library.set(easy, CURLOPT_URL, request.url)
        library.set(easy, CURLOPT_HTTPGET, 1)
        library.set(easy, CURLOPT_NOSIGNAL, 1)
        library.set(easy, CURLOPT_NOPROGRESS, 1)
        library.set(easy, CURLOPT_FOLLOWLOCATION, 1)
        library.set(easy, CURLOPT_MAXREDIRS, TransferRequest.maximumRedirects)
        library.set(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        library.set(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        library.set(easy, CURLOPT_ACCEPT_ENCODING, "")
        library.set(easy, CURLOPT_USERAGENT, "Lector")
        library.set(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int((request.timeout * 1000).rounded(.up))))
        library.set(easy, CURLOPT_TIMEOUT_MS, max(1, Self.milliseconds(request.deadline - .now)))
        library.set(easy, CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(errorText))
        library.set(easy, CURLOPT_WRITEDATA, pointer: context)
        library.set(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            return transfer.receive(bytes) ? size * count : 0
        }
        library.set(easy, CURLOPT_HEADERDATA, pointer: context)
        library.set(easy, CURLOPT_HEADERFUNCTION) { _, size, count, context in
            if let context { Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().touch() }
            return size * count
        }
    }

    /// Appends a piece of the body; false (stop the transfer) once the answer is larger than allowed.
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        touch()
        if body.isEmpty, library.contentLength(easy) > Int64(request.maximumBytes) { exceeded = true }
        if body.count + bytes.count > request.maximumBytes { exceeded = true }
        guard !exceeded else { return false }
        body.append(contentsOf: bytes)
        return true
    }

    private func touch() { lastActivity = .now }

    /// Whether the server has sent nothing for longer than the time-out at `now`.
    func isIdle(at now: ContinuousClock.Instant) -> Bool {
        now - lastActivity > .seconds(request.timeout)
    }

    /// Whether the transfer's deadline has passed at `now`.
    func isPastDeadline(at now: ContinuousClock.Instant) -> Bool {
        now >= request.deadline
    }

    /// A duration in whole milliseconds, rounded up.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// What the finished transfer gave, from libcurl's result code.
    func outcome(_ code: CURLcode) -> TransferOutcome {
        if exceeded { return .tooLarge }
        // libcurl's whole-transfer time-out (its clock may run a hair apart from ours).
        if code == CURLE_OPERATION_TIMEDOUT, isPastDeadline(at: .now + .milliseconds(50)) { return .pastDeadline }
        guard code != CURLE_OK else { return .answered(status: library.status(easy), body: body) }
        let text = String(cString: errorText)
        return .failed(
            code: code, reason: text.isEmpty ? library.describe(code) : text, received: body.count,
            expected: library.contentLength(easy))
    }

    /// Frees the easy handle and the error buffer (once; the handle must be out of its multi handle).
    func close() {
        guard !closed else { return }
        closed = true
        library.api.curl_easy_cleanup?(easy)
        errorText.deallocate()
    }
}
