import Dispatch
import Foundation

/// Ctrl-C during speech: stop at once (the queue is interrupted and the sink flushed).
final class Interruption: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let lock = NSLock()
    private var didFire = false

    private init(source: DispatchSourceSignal) {
        self.source = source
    }

    /// Routes SIGINT to `action` until `remove()`.
    static func install(_ action: @escaping @Sendable () -> Void) -> Interruption {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let interruption = Interruption(source: source)
        source.setEventHandler {
            interruption.lock.withLock { interruption.didFire = true }
            action()
        }
        source.resume()
        return interruption
    }

    /// Whether Ctrl-C was pressed.
    var fired: Bool { lock.withLock { didFire } }

    /// Restores the default SIGINT behaviour.
    func remove() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
