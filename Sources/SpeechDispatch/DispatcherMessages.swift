import Foundation
import Synchronization

/// The messages of one connection that speech-dispatcher has not finished: sent by `say`, removed by the
/// server's END or CANCEL notification, or all at once by a cancel.
///
/// libspeechd calls its callbacks on its own event thread with the message and client ids only, so the
/// callbacks find the connection's record through ``registry``.
final class DispatcherMessages: @unchecked Sendable {
    /// The records of the open connections, by client id: the one bridge from libspeechd's callbacks.
    static let registry = Mutex<[Int: DispatcherMessages]>([:])

    private let condition = NSCondition()
    private var pending: Set<Int> = []
    /// Messages whose END came before `say` returned their id (a short message on a fast server).
    private var endedEarly: Set<Int> = []
    /// Every id up to this one was sent before the last cancel: their notifications are old news.
    private var cancelledThrough = 0
    private var highestSent = 0
    /// True when a message has been sent (or is being sent) since the last cancel.
    private var saidSinceCancel = false

    /// A message is about to be sent: the next cancel must reach the server.
    func willSend() {
        condition.lock()
        saidSinceCancel = true
        condition.unlock()
    }

    /// Records a message `say` sent.
    func sent(_ id: Int) {
        condition.lock()
        defer { condition.unlock() }
        highestSent = max(highestSent, id)
        if endedEarly.remove(id) == nil { pending.insert(id) }
    }

    /// The server ended or cancelled a message.
    func ended(_ id: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard id > cancelledThrough else { return }
        if pending.remove(id) == nil, id > highestSent { endedEarly.insert(id) }
        condition.broadcast()
    }

    /// Starts a cancel: false when nothing was sent since the last one (a key press interrupts several
    /// times over, and the server needs to hear it once).
    func beginCancel() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard saidSinceCancel else { return false }
        saidSinceCancel = false
        return true
    }

    /// The server has cancelled everything sent so far: nobody waits for it any more.
    func cancelledAll() {
        condition.lock()
        defer { condition.unlock() }
        cancelledThrough = highestSent
        pending.removeAll()
        endedEarly.removeAll()
        condition.broadcast()
    }

    /// True when no message is waiting or being spoken.
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty
    }

    /// Waits until every message has ended; false when the server said nothing for `silence` seconds
    /// while messages were pending (the server went away), and then forgets them.
    func waitUntilIdle(silence: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty {
            if !condition.wait(until: Date(timeIntervalSinceNow: silence)) {
                pending.removeAll()
                return false
            }
        }
        return true
    }
}
