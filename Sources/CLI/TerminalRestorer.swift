import Dispatch
import Foundation
import LineEditing

/// SIGTERM or SIGHUP during an interactive browse: put back the terminal mode found at start (echo on, and
/// whatever readline had changed) before the process ends (128 + the signal's number).
final class TerminalRestorer: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let mode: TerminalMode

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
