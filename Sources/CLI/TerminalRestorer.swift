import Dispatch
import Foundation
import LineEditing

/// SIGTERM or SIGHUP during an interactive browse: keep an open prompt's text as a draft (``beforeExit``), put back
/// the terminal mode found at start (echo on, and whatever readline had changed), and end the process (128 + the
/// signal's number).
final class TerminalRestorer: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let mode: TerminalMode
    private let lock = NSLock()
    private var exitWork: (@Sendable () -> Void)?

    /// Runs on the signal's thread before the terminal is restored (set once the session exists).
    var beforeExit: (@Sendable () -> Void)? {
        get { lock.withLock { exitWork } }
        set { lock.withLock { exitWork = newValue } }
    }

    private init(mode: TerminalMode) {
        self.mode = mode
    }

    /// Watches SIGTERM and SIGHUP until `remove()`, restoring `mode`'s saved settings when one arrives.
    static func install(_ mode: TerminalMode) -> TerminalRestorer {
        let restorer = TerminalRestorer(mode: mode)
        for number in [SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                restorer.beforeExit?()
                restorer.mode.restore()
                exit(128 + number)
            }
            source.resume()
            restorer.sources.append(source)
        }
        return restorer
    }

    /// Restores the default handling of the signals.
    func remove() {
        for source in sources { source.cancel() }
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
    }
}
