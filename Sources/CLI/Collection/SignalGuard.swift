import Dispatch
import Foundation

/// Holds off SIGINT, SIGTERM and SIGHUP while the library is written: the first one runs an action (interrupt
/// the store) instead of killing the process mid-transaction.
final class SignalGuard: @unchecked Sendable {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let lock = NSLock()
    private var sources: [DispatchSourceSignal] = []
    private var received: Int32?
    private var action: (@Sendable () -> Void)?

    private init() {}

    /// Starts holding the signals off.
    static func install() -> SignalGuard {
        let guardian = SignalGuard()
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak guardian] in guardian?.fire(number) }
            source.resume()
            guardian.sources.append(source)
        }
        return guardian
    }

    private func fire(_ number: Int32) {
        let action: (@Sendable () -> Void)? = lock.withLock {
            if received == nil { received = number }
            return self.action
        }
        action?()
    }

    /// Runs `action` on the first signal (at once if one came already).
    func onSignal(_ action: @escaping @Sendable () -> Void) {
        let fired = lock.withLock {
            self.action = action
            return received != nil
        }
        if fired { action() }
    }

    /// The first signal received, if any.
    var receivedSignal: Int32? { lock.withLock { received } }

    /// The exit status a shell reports for the signal received (128 + its number).
    var exitStatus: ExitStatus? {
        switch receivedSignal {
        case SIGINT: return .interrupted
        case SIGTERM: return .terminated
        case SIGHUP: return .hangUp
        default: return nil
        }
    }

    /// Restores the default handling and lets go of the action (and what it holds, such as the library).
    func remove() {
        let sources = lock.withLock {
            action = nil
            defer { self.sources = [] }
            return self.sources
        }
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
