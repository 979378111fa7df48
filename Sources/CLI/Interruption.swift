import Dispatch
import Foundation
import Synchronization

/// Raised by the SIGINT handler of ``Interruption/installFlag()``; only ever stored to and loaded (lock-free, so
/// safe in a signal handler).
private let signalFlag = Atomic<Bool>(false)

/// Ctrl-C during speech: stop at once (the queue is interrupted and the sink flushed).
final class Interruption: @unchecked Sendable {
    /// The dispatch source of ``install(_:)``; nil for ``installFlag()``.
    private let source: DispatchSourceSignal?
    /// The calling thread's signal mask before ``installFlag()`` unblocked SIGINT in it.
    private let previousMask: sigset_t?
    private let lock = NSLock()
    private var didFire = false

    private init(source: DispatchSourceSignal?, previousMask: sigset_t? = nil) {
        self.source = source
        self.previousMask = previousMask
    }

    /// Whether Ctrl-C came while an ``installFlag()`` interruption was installed; safe from any thread.
    static func flagRaised() -> Bool { signalFlag.load(ordering: .relaxed) }

    /// Routes SIGINT to a plain handler that only raises ``flagRaised()`` until `remove()`: for a recording that
    /// reads the flag itself at every engine callback (`speak` to a WAV file). A dispatch source starts a signal
    /// thread and a worker thread when installed and another thread when cancelled.
    ///
    /// SIGINT is unblocked in the calling thread: a process started with it blocked (a parent's worker thread spawned
    /// it) still gets it, as the dispatch source's descriptor did.
    static func installFlag() -> Interruption {
        signalFlag.store(false, ordering: .relaxed)
        signal(SIGINT) { _ in signalFlag.store(true, ordering: .relaxed) }
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previous)
        return Interruption(source: nil, previousMask: previous)
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
    var fired: Bool {
        guard source != nil else { return Self.flagRaised() }
        return lock.withLock { didFire }
    }

    /// Restores the default SIGINT behaviour.
    func remove() {
        source?.cancel()
        signal(SIGINT, SIG_DFL)
        if var previousMask { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    }
}
