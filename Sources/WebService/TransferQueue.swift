import CCurl
import Dispatch
import Foundation
import Synchronization

/// Runs GET transfers through one libcurl multi handle on a thread of its own: requests come in from any thread,
/// the loop adds them, drives every transfer at once, times out the silent ones and reports each end on a global
/// queue. The thread runs while there is work and ends when there is none; connections stay cached in the multi
/// handle for the queue's life.
final class TransferQueue: @unchecked Sendable {
    // @unchecked: `multi` is used only by the loop thread, which the `running` flag keeps to one at a time, except
    // for curl_multi_wakeup, which libcurl allows from any thread; everything else is behind `state`.

    private let library: CurlLibrary
    private let multi: UnsafeMutableRawPointer
    private let state = Mutex(State())

    private struct State {
        var pending: [TransferRequest] = []
        var cancelled = false
        var running = false
    }

    /// A queue over a multi handle of `library`, or nil when libcurl cannot make one.
    init?(library: CurlLibrary) {
        guard let multi = library.api.curl_multi_init?() else { return nil }
        self.library = library
        self.multi = multi
    }

    deinit {
        // The loop holds the queue while it runs, so no transfer is left here.
        _ = library.api.curl_multi_cleanup?(multi)
    }

    /// Starts `request` (it fails at once with ``TransferOutcome/cancelled`` after ``cancelAll()``).
    func start(_ request: TransferRequest) {
        let accepted = state.withLock { state -> Bool in
            guard !state.cancelled else { return false }
            state.pending.append(request)
            if state.running {
                _ = library.api.curl_multi_wakeup?(multi)
                return true
            }
            state.running = true
            Thread.detachNewThread { [self] in run() }
            return true
        }
        if !accepted { Self.report(.cancelled, to: request) }
    }

    /// Stops every transfer, running or waiting, and refuses new ones.
    func cancelAll() {
        state.withLock { state in
            state.cancelled = true
            if state.running { _ = library.api.curl_multi_wakeup?(multi) }
        }
    }

    // MARK: - The loop

    private func run() {
        var active: [UnsafeMutableRawPointer: Transfer] = [:]
        while true {
            let idle = active.isEmpty
            let next = state.withLock { state -> (requests: [TransferRequest], cancelled: Bool)? in
                if idle, state.pending.isEmpty || state.cancelled {
                    state.running = false
                    let left = state.pending
                    state.pending = []
                    return left.isEmpty ? nil : (left, true)
                }
                let requests = state.pending
                state.pending = []
                return (requests, state.cancelled)
            }
            guard let next else { return }
            if next.cancelled {
                for request in next.requests { Self.report(.cancelled, to: request) }
                for transfer in active.values { finish(transfer, .cancelled, in: &active) }
                if idle { return }
                continue
            }
            for request in next.requests { add(request, to: &active) }
            var running: Int32 = 0
            _ = library.api.curl_multi_perform?(multi, &running)
            readMessages(&active)
            let now = ContinuousClock.now
            for transfer in active.values where transfer.isPastDeadline(at: now) {
                finish(transfer, .pastDeadline, in: &active)
            }
            for transfer in active.values where transfer.isIdle(at: now) { finish(transfer, .idle, in: &active) }
            guard !active.isEmpty else { continue }
            _ = library.api.curl_multi_poll?(multi, nil, 0, pollMilliseconds(active, now: now), nil)
        }
    }

    private func add(_ request: TransferRequest, to active: inout [UnsafeMutableRawPointer: Transfer]) {
        guard let transfer = Transfer(request, library: library) else {
            let reason = "curl_easy_init failed"
            return Self.report(.failed(code: CURLE_FAILED_INIT, reason: reason, received: 0, expected: -1), to: request)
        }
        let code = library.api.curl_multi_add_handle?(multi, transfer.easy) ?? CURLM_INTERNAL_ERROR
        guard code == CURLM_OK else {
            transfer.close()
            let reason = "curl_multi_add_handle failed (\(code.rawValue))"
            return Self.report(.failed(code: CURLE_FAILED_INIT, reason: reason, received: 0, expected: -1), to: request)
        }
        active[transfer.easy] = transfer
    }

    /// Finishes every transfer libcurl says is done.
    private func readMessages(_ active: inout [UnsafeMutableRawPointer: Transfer]) {
        var left: Int32 = 0
        var done: [(UnsafeMutableRawPointer, CURLcode)] = []
        while let message = library.api.curl_multi_info_read?(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            done.append((easy, lector_curl_message_result(message)))
        }
        // The messages are gone once a handle is removed, so they are all read first.
        for (easy, code) in done {
            guard let transfer = active[easy] else { continue }
            finish(transfer, transfer.outcome(code), in: &active)
        }
    }

    private func finish(
        _ transfer: Transfer, _ outcome: TransferOutcome, in active: inout [UnsafeMutableRawPointer: Transfer]
    ) {
        active[transfer.easy] = nil
        _ = library.api.curl_multi_remove_handle?(multi, transfer.easy)
        transfer.close()
        Self.report(outcome, to: transfer.request)
    }

    /// How long to wait for the sockets: until the first transfer would time out, between 1 ms and 1 s.
    private func pollMilliseconds(_ active: [UnsafeMutableRawPointer: Transfer], now: ContinuousClock.Instant) -> Int32
    {
        var wait = Duration.seconds(1)
        for transfer in active.values {
            wait = min(wait, transfer.lastActivity + .seconds(transfer.request.timeout) - now)
            wait = min(wait, transfer.request.deadline - now)
        }
        let milliseconds = wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000
        return Int32(max(1, min(1000, milliseconds + 1)))
    }

    private static func report(_ outcome: TransferOutcome, to request: TransferRequest) {
        let completion = request.completion
        DispatchQueue.global().async { completion(outcome) }
    }
}
