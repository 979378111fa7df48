import Dispatch
import Foundation

/// SIGTERM or SIGHUP during an interactive browse: readline has the terminal in its own mode, so put back the
/// settings it had at start before the process ends (128 + the signal's number).
final class TerminalRestorer: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private var saved = termios()
    private let hasSaved: Bool

    private init() {
        hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
    }

    /// Watches SIGTERM and SIGHUP until `remove()`.
    static func install() -> TerminalRestorer {
        let restorer = TerminalRestorer()
        for number in [SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if restorer.hasSaved {
                    var settings = restorer.saved
                    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
                }
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
